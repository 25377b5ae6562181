import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaUrl, type ImageStore } from './images.ts';

// Profile photos: one square WebP per photo, in the media folder fundraiser photos use (and served
// the same way, under /media/). Their names start with `avatar-`, not with a photo id, so the
// media sweep (jobs/media-sweep.ts), which only knows fundraiser photos, leaves them alone.

const FOLDER = 'avatars';
/** Drawn at up to 128 px (the profile hero) on screens up to 3x; one size is enough. */
const SIZE = 384;
// A 2 MB file can still decode to a huge bitmap; the same guard as fundraiser photos.
const MAX_PIXELS = 50_000_000;
const NAME = /^avatar-[0-9a-f-]{36}\.webp$/;

/**
 * Decodes the photo (EXIF orientation applied, every metadata field dropped: sharp writes none
 * unless asked), crops it to a square and stores it as WebP. Returns its public URL. Throws on
 * bytes that do not decode; the caller has checked the type by its first bytes.
 */
export async function storeProfilePhoto(images: ImageStore, bytes: Uint8Array) {
  const data = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: SIZE, height: SIZE, fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
  const key = `${FOLDER}/avatar-${randomUUID()}.webp`;
  const file = path.join(images.root, key);
  // Written under a temporary name first: a file under its final name is always complete.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
  return mediaUrl(key);
}

/** Deletes a stored profile photo by its URL; any other URL (a Google picture, say) is left be. */
export async function removeProfilePhoto(images: ImageStore, url: string | null) {
  const prefix = mediaUrl(`${FOLDER}/`);
  if (!url?.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (!NAME.test(name)) return;
  const file = images.resolve(`${FOLDER}/${name}`);
  if (file) await fs.rm(file, { force: true });
}
