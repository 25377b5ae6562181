import type { Context } from 'hono';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Deps } from '../deps.ts';
import type { Slot } from '../db/repositories/photo-slots.repository.ts';
import { badRequest, fieldError } from '../lib/http-error.ts';
import { sniffImage, type StoredImage } from './images.ts';

// The steps a photo upload shares, whether the photo is a fundraiser's (POST /fundraiser-images/)
// or an item offer's (POST /item-images/): read the whole body, check every file by the spec's
// rules before storing any, then store each into the slot reserved for it.

const MB = LIMITS.imageBytesMax / (1024 * 1024);

export interface Upload {
  file: File;
  bytes: Uint8Array;
}

/** The whole body, read before anything else (see `idempotent`): whose photos, and the files. */
export async function readUpload(c: Context, ownerField: string) {
  let form;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The upload could not be read. Please try again.');
  }
  const owner = form[ownerField];
  const value = form.image;
  const files = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (f): f is File => f instanceof File,
  );
  const uploads: Upload[] = [];
  for (const file of files) uploads.push({ file, bytes: new Uint8Array(await file.arrayBuffer()) });
  return { owner: typeof owner === 'string' ? owner.trim() : '', uploads };
}

/** Checks every file before anything is stored, so a bad file in a batch stores nothing. */
export function checkedFiles(uploads: Upload[]) {
  if (uploads.length === 0) throw fieldError('image', MSG.imageRequired);
  return uploads.map(({ file, bytes }) => {
    if (file.size > LIMITS.imageBytesMax) throw fieldError('image', MSG.fileSize(file.name, MB), 413);
    const kind = sniffImage(bytes);
    if (!kind) throw fieldError('image', MSG.fileType(file.name));
    return { file, bytes, kind };
  });
}

/** Stores each checked file as the image its slot names, and makes its row with `toRow`. */
export async function storeInSlots<Row>(
  deps: Deps,
  ownerId: string,
  files: ReturnType<typeof checkedFiles>,
  slots: Slot[],
  toRow: (slot: Slot, stored: StoredImage) => Row,
) {
  const rows: Row[] = [];
  for (const [i, { file, bytes, kind }] of files.entries()) {
    const slot = slots[i]!;
    let stored;
    try {
      stored = await deps.images.store(ownerId, slot.imageId, bytes, kind);
    } catch {
      // Right magic bytes but undecodable (truncated, corrupt, or a pixel bomb).
      throw fieldError('image', MSG.fileType(file.name));
    }
    rows.push(toRow(slot, stored));
  }
  return rows;
}
