import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageKind } from '#shared/image-kind.ts';
import { IMAGE_VARIANT_WIDTHS } from '#shared/schemas/review.schema.ts';

// The byte sniffing is shared with the browser's photo picker; re-exported for the server's callers.
export { sniffImage, type ImageKind } from '#shared/image-kind.ts';

export interface StoredImage {
  originalKey: string;
  previewKey: string;
  variants: { width: number; key: string }[];
  width: number;
  height: number;
  bytes: number;
}

export interface ImageStore {
  /** Decodes, strips metadata, writes the original, WebP variants and the link preview. */
  store(folder: string, id: string, bytes: Uint8Array, kind: ImageKind): Promise<StoredImage>;
  /** Deletes every file (finished or temporary) of these photos; missing files are fine. */
  remove(folder: string, ids: string[]): Promise<void>;
  /** Absolute path on disk for a key, or null if the key tries to leave the media folder. */
  resolve(key: string): string | null;
  readonly root: string;
}

// A 2 MB file can still decode to a huge bitmap (a "decompression bomb"); 50 MP covers any phone.
const MAX_PIXELS = 50_000_000;
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

// Every file of a photo is named by its id (`<id>.jpg`, `<id>-640.webp`, `<id>-preview.jpg`), and
// written first as `<name>.<random>.tmp`: a file under its final name is always complete, and
// whatever a killed process leaves is recognisable by the id in its name (see jobs/media-sweep.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const TEMP_SUFFIX = '.tmp';

/** The id of the photo a media file belongs to (finished or temporary); null for anything else. */
export function mediaImageId(name: string) {
  const id = UUID.exec(name)?.[0];
  return id && ['.', '-'].includes(name[id.length] ?? '') ? id : null;
}

export function createImageStore(root: string): ImageStore {
  const remove = async (folder: string, ids: string[]) => {
    const dir = path.join(root, folder);
    const wanted = new Set(ids);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const theirs = names.filter((n) => wanted.has(mediaImageId(n) ?? ''));
    await Promise.all(theirs.map((n) => fs.rm(path.join(dir, n), { force: true })));
  };

  return {
    root,
    remove,
    resolve(key) {
      const file = path.resolve(root, key);
      return file.startsWith(path.resolve(root) + path.sep) ? file : null;
    },
    async store(folder, id, bytes, kind) {
      const pending: { temp: string; file: string }[] = [];
      const write = async (key: string, data: Buffer) => {
        const file = path.join(root, key);
        const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
        await fs.mkdir(path.dirname(file), { recursive: true });
        pending.push({ temp, file });
        await fs.writeFile(temp, data);
      };
      try {
        const stored = await encode(folder, id, bytes, kind, write);
        for (const { temp, file } of pending) await fs.rename(temp, file);
        return stored;
      } catch (err) {
        await remove(folder, [id]);
        throw err;
      }
    },
  };
}

type Write = (key: string, data: Buffer) => Promise<void>;

async function encode(
  folder: string,
  id: string,
  bytes: Uint8Array,
  kind: ImageKind,
  write: Write,
): Promise<StoredImage> {
  // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS) unless asked.
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const ext = kind === 'png' ? 'png' : 'jpg';
  const original =
    kind === 'png'
      ? await source().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await source().jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const { width, height } = original.info;
  const originalKey = `${folder}/${id}.${ext}`;
  await write(originalKey, original.data);

  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length === 0 || widths.length < IMAGE_VARIANT_WIDTHS.length)
    widths.push(Math.min(width, IMAGE_VARIANT_WIDTHS.at(-1)!));
  const variants = [];
  for (const w of [...new Set(widths)]) {
    const key = `${folder}/${id}-${w}.webp`;
    await write(key, await source().resize({ width: w, withoutEnlargement: true }).webp({ quality: 76 }).toBuffer());
    variants.push({ width: w, key });
  }

  const previewKey = `${folder}/${id}-preview.jpg`;
  await write(
    previewKey,
    await source()
      .resize({ ...PREVIEW_SIZE, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  );
  return { originalKey, previewKey, variants, width, height, bytes: original.data.length };
}

/** Public URL of a stored file: root-relative, served by the app under /media/. */
export const mediaUrl = (key: string) => `/media/${key}`;
