// Image types the app accepts, judged by their first bytes. Shared so the browser rejects a file
// with exactly the rule the server applies (decisions: "checked by their bytes, not their name").
// No Node and no DOM here: both sides run it.

export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** How many leading bytes `sniffImage` needs at most. */
export const SNIFF_BYTES = PNG_SIGNATURE.length;

/** PNG and JPEG are recognised by their first bytes, never by name or declared type. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}
