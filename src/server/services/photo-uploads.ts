import type { Context } from 'hono';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { imageRow, insertReservedImages, type PhotoRow } from '../db/repositories/images.repository.ts';
import { releaseSlots, reserveSlots, type PhotoTarget, type Slot } from '../db/repositories/photo-slots.repository.ts';
import { sweepMediaInBackground } from '../jobs/media-sweep.ts';
import { badRequest, fieldError } from '../lib/http-error.ts';
import { fingerprintOf, idempotent, sha256Bytes, type Claim, type Outcome } from '../lib/idempotency.ts';
import { assertNoNul } from '../lib/request-guards.ts';
import { sniffImage } from './images.ts';

// A photo upload, once, whether the photo is a fundraiser's (POST /fundraiser-images/) or an item
// offer's (POST /item-images/): read the whole body, check every file by the spec's rules before
// storing any, reserve the places (D-063), store each file into its place, and commit the rows with
// the Idempotency-Key's answer. Each route keeps only whose photos they are and what it answers.

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

/** Checks every file before anything is stored, so a bad file in a batch stores nothing; errors name `field`. */
export function checkedFiles(uploads: Upload[], field = 'image') {
  if (uploads.length === 0) throw fieldError(field, MSG.imageRequired);
  return uploads.map(({ file, bytes }) => {
    if (file.size > LIMITS.imageBytesMax) throw fieldError(field, MSG.fileSize(file.name, MB), 413);
    const kind = sniffImage(bytes);
    if (!kind) throw fieldError(field, MSG.fileType(file.name));
    return { file, bytes, kind };
  });
}

/** Stores each checked file as the image its slot names, and makes its row. */
export async function storeInSlots(deps: Deps, ownerId: string, files: ReturnType<typeof checkedFiles>, slots: Slot[]) {
  const rows: PhotoRow[] = [];
  for (const [i, { file, bytes, kind }] of files.entries()) {
    const slot = slots[i]!;
    let stored;
    try {
      stored = await deps.images.store(ownerId, slot.imageId, bytes, kind);
    } catch {
      // Right magic bytes but undecodable (truncated, corrupt, or a pixel bomb).
      throw fieldError('image', MSG.fileType(file.name));
    }
    rows.push(imageRow(slot, stored));
  }
  return rows;
}

export interface PhotoStore {
  target: PhotoTarget;
  ownerId: string;
  /** First in the transaction, before the slots are filled: throws to store nothing. */
  beforeFill?: (trx: Db) => Promise<void>;
  /** The request's answer, in the transaction once the photos are stored. */
  answer: (trx: Db, rows: PhotoRow[]) => Promise<Outcome>;
}

/**
 * The slots are reserved before the slow image work, so parallel uploads cannot pass the limit
 * and a refused one is refused at once (D-063); the rows, the filled slots and the key's answer
 * commit in one transaction. A failure removes the files it wrote and frees its slots.
 */
export async function storePhotos(deps: Deps, uploads: Upload[], claim: Claim, store: PhotoStore) {
  const { target, ownerId } = store;
  const files = checkedFiles(uploads);
  // A retry that took over the key of a request that died: that request's slots are free again.
  if (claim.supersedes) await releaseSlots(deps.db, target, claim.supersedes);
  const slots = await reserveSlots(deps.db, target, ownerId, files.length, claim.id);
  if (!slots) throw fieldError('image', MSG.maxFiles);
  try {
    const rows = await storeInSlots(deps, ownerId, files, slots);
    return await deps.db.transaction().execute(async (trx) => {
      await store.beforeFill?.(trx);
      if (!(await insertReservedImages(trx, target, ownerId, claim.id, slots, rows))) {
        throw new Error('The photo slots were reclaimed before the upload finished');
      }
      const outcome = await store.answer(trx, rows);
      await claim.complete(trx, outcome);
      return outcome;
    });
  } catch (err) {
    await deps.images.remove(
      ownerId,
      slots.map((s) => s.imageId),
    );
    await releaseSlots(deps.db, target, claim.id);
    throw err;
  }
}

interface UploadRoute {
  /** The Idempotency-Key's scope. */
  route: string;
  /** The multipart field naming whose photos these are, and what to say when it is missing. */
  ownerField: string;
  ownerMissing: string;
  upload: (c: Context<AppEnv>, owner: string, uploads: Upload[], claim: Claim) => Promise<Outcome>;
}

/** POST of a multipart owner field + repeated `image`; honours Idempotency-Key. */
export const photoUploadHandler = (deps: Deps, route: UploadRoute) => async (c: Context<AppEnv>) => {
  const { owner, uploads } = await readUpload(c, route.ownerField);
  if (!owner) throw fieldError(route.ownerField, route.ownerMissing);
  assertNoNul(owner);
  // What the upload means, not its bytes: a retry is a new multipart body with a new boundary.
  const fingerprint = fingerprintOf({ [route.ownerField]: owner, images: uploads.map((u) => sha256Bytes(u.bytes)) });
  const response = await idempotent(c, deps, { route: route.route, fingerprint }, (claim) =>
    route.upload(c, owner, uploads, claim),
  );
  sweepMediaInBackground(deps);
  return response;
};
