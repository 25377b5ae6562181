import sharp from 'sharp';
import type { ImageKind } from '#shared/image-kind.ts';
import { IMAGE_VARIANT_WIDTHS } from '#shared/schemas/review.schema.ts';
import { mediaContentType, type MediaStore } from '../media/media-store.ts';

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
  /** Deletes every file (finished or half written) of these photos; missing files are fine. */
  remove(folder: string, ids: string[]): Promise<void>;
}

// A 2 MB file can still decode to a huge bitmap (a "decompression bomb"); 50 MP covers any phone.
const MAX_PIXELS = 50_000_000;
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

// Every file of a photo is named by its id (`<id>.jpg`, `<id>-640.webp`, `<id>-preview.jpg`), and
// so is whatever a killed process leaves of one (the disk's `<name>.<random>.tmp`): the media sweep
// (jobs/media-sweep.ts) and `remove` find a photo's files by the id in their names.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The id of the photo a media file belongs to (finished or temporary); null for anything else. */
export function mediaImageId(name: string) {
  const id = UUID.exec(name)?.[0];
  return id && ['.', '-'].includes(name[id.length] ?? '') ? id : null;
}

/** Photos in the media store (D-220): on the disk or in a bucket, the same files under the same keys. */
export function createImageStore(media: MediaStore): ImageStore {
  const remove = async (folder: string, ids: string[]) => {
    const wanted = new Set(ids);
    const theirs: string[] = [];
    // Listed, not derived from the photo's sizes: a half-written file has a random part in its name.
    for await (const { key } of media.list(`${folder}/`)) {
      if (wanted.has(mediaImageId(key.slice(folder.length + 1)) ?? '')) theirs.push(key);
    }
    if (theirs.length > 0) await media.delete(theirs);
  };

  return {
    remove,
    async store(folder, id, bytes, kind) {
      // Each file is complete under its key once written; none is referenced before the photo's
      // row commits, and a failure part-way removes those already written.
      const write = (key: string, data: Buffer) => media.put(key, data, mediaContentType(key)!);
      try {
        return await encode(folder, id, bytes, kind, write);
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
