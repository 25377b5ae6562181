import { sniffImage, SNIFF_BYTES } from '#shared/image-kind.ts';
import { LIMITS } from '#shared/constants.ts';
import { t } from '../i18n.ts';
import { browserPhotoCodec, type PhotoCodec } from './photo-codec.ts';

// Photos chosen in the wizard, the owner's page and the profile. Decisions (Images): the type is judged by the bytes, like the server does; large phone photos are
// downsized here (longest side 2048 px, JPEG) before the 2 MB check, so ordinary photos are never
// rejected and a slow connection carries a few hundred KB instead of several MB.

export const MAX_PHOTO_SIDE = 2048;

export type PreparedPhoto = { kind: 'ready'; blob: Blob; name: string } | { kind: 'refused'; reason: 'type' | 'size' };

/**
 * The spec's warning for a photo that cannot go (not PNG/JPEG, or still over 2 MB once smaller), in
 * the app's language: MSG.fileType and MSG.fileSize, as catalogue texts.
 */
export const photoProblem = (name: string, reason: 'type' | 'size') =>
  reason === 'type'
    ? t('messages.fileType', { name })
    : t('messages.fileSize', { name, mb: LIMITS.imageBytesMax / (1024 * 1024) });

/** The first bytes of a blob. FileReader rather than Blob.arrayBuffer(): jsdom lacks the latter. */
function readHead(blob: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsArrayBuffer(blob.slice(0, count));
  });
}

/** 'IMG_2041.png' → 'IMG_2041.jpg': the re-encoded photo says what it now is. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/** Checks one picked file and, when it is large, makes it smaller; never throws. */
export async function preparePhoto(file: File, codec: PhotoCodec = browserPhotoCodec): Promise<PreparedPhoto> {
  const head = await readHead(file, SNIFF_BYTES).catch(() => new Uint8Array());
  if (!sniffImage(head)) return { kind: 'refused', reason: 'type' };

  let size;
  try {
    size = await codec.measure(file);
  } catch {
    // Right signature, but the browser cannot decode it: a broken or truncated photo.
    return { kind: 'refused', reason: 'type' };
  }

  const tooWide = Math.max(size.width, size.height) > MAX_PHOTO_SIDE;
  const tooHeavy = file.size > LIMITS.imageBytesMax;
  if (!tooWide && !tooHeavy) return { kind: 'ready', blob: file, name: file.name };

  let blob: Blob;
  try {
    blob = await codec.downsize(file, MAX_PHOTO_SIDE);
  } catch {
    // It decoded a moment ago, so the canvas gave up (memory on an old phone): a photo that already
    // fits goes as it is (the server resizes it anyway); a heavy one gets the size warning.
    return tooHeavy ? { kind: 'refused', reason: 'size' } : { kind: 'ready', blob: file, name: file.name };
  }
  if (blob.size > LIMITS.imageBytesMax) return { kind: 'refused', reason: 'size' };
  return { kind: 'ready', blob, name: jpegName(file.name) };
}
