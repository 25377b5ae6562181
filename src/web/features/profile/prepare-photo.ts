import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { sniffImage, SNIFF_BYTES } from '#shared/image-kind.ts';

const MB = LIMITS.imageBytesMax / (1024 * 1024);
/** The server keeps a 384 px square; a little more leaves it room to crop. */
const LONGEST_SIDE = 1024;

export type PreparedPhoto = { ok: true; blob: Blob; name: string } | { ok: false; message: string };

/**
 * Checks a chosen photo by the server's rules (PNG or JPEG by its bytes, 2 MB) before it is sent.
 * A photo over 2 MB is first made smaller here (decisions, Images: ordinary phone photos must not
 * be refused); only one still too big gets the spec's warning.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const head = await readHead(file).catch(() => new Uint8Array());
  if (!sniffImage(head)) return { ok: false, message: MSG.fileType(file.name) };
  if (file.size <= LIMITS.imageBytesMax) return { ok: true, blob: file, name: file.name };
  const smaller = await downsize(file).catch(() => null);
  if (!smaller || smaller.size > LIMITS.imageBytesMax) return { ok: false, message: MSG.fileSize(file.name, MB) };
  return { ok: true, blob: smaller, name: file.name.replace(/\.\w+$/, '') + '.jpg' };
}

/** The first bytes, through FileReader: Blob.arrayBuffer is missing on older phones' browsers. */
function readHead(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsArrayBuffer(blob.slice(0, SNIFF_BYTES));
  });
}

async function downsize(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}
