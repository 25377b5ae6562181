import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStore } from '../media/media-store.ts';
import { mediaUrl } from './images.ts';

// Profile photos: one square WebP per photo, in the media store fundraiser photos use (and served
// the same way, under /media/; D-220). Their names start with `avatar-`, not with a photo id, so the
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
export async function storeProfilePhoto(media: MediaStore, bytes: Uint8Array) {
  const data = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: SIZE, height: SIZE, fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
  const key = `${FOLDER}/avatar-${randomUUID()}.webp`;
  await media.put(key, data, 'image/webp');
  return mediaUrl(key);
}

/** Deletes a stored profile photo by its URL; any other URL (a Google picture, say) is left be. */
export async function removeProfilePhoto(media: MediaStore, url: string | null) {
  const prefix = mediaUrl(`${FOLDER}/`);
  if (!url?.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (!NAME.test(name)) return;
  await media.delete([`${FOLDER}/${name}`]);
}
