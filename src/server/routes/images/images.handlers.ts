import type { Context } from 'hono';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { imageRow, insertReservedImages } from '../../db/repositories/images.repository.ts';
import { releaseSlots, reserveSlots, type Slot } from '../../db/repositories/photo-slots.repository.ts';
import type { ImageRow } from '../../db/schema.ts';
import { sweepMediaInBackground } from '../../jobs/media-sweep.ts';
import { toImage } from '../../lib/fundraiser-serializers.ts';
import { badRequest, fieldError } from '../../lib/http-error.ts';
import { fingerprintOf, idempotent, sha256Bytes, type Claim, type Outcome } from '../../lib/idempotency.ts';
import { assertNoNul } from '../../lib/request-guards.ts';
import { sniffImage } from '../../services/images.ts';
import { findEditableFundraiser } from '../fundraisers/ownership.ts';

const MB = LIMITS.imageBytesMax / (1024 * 1024);

interface Upload {
  file: File;
  bytes: Uint8Array;
}

/** The whole body, read before anything else (see `idempotent`). */
async function readUpload(c: Context) {
  let form;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The upload could not be read. Please try again.');
  }
  const fundraiserId = typeof form.fundraiser === 'string' ? form.fundraiser.trim() : '';
  const value = form.image;
  const files = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (f): f is File => f instanceof File,
  );
  const uploads: Upload[] = [];
  for (const file of files) uploads.push({ file, bytes: new Uint8Array(await file.arrayBuffer()) });
  return { fundraiserId, uploads };
}

/** Checks every file before anything is stored, so a bad file in a batch stores nothing. */
function checkedFiles(uploads: Upload[]) {
  if (uploads.length === 0) throw fieldError('image', MSG.imageRequired);
  return uploads.map(({ file, bytes }) => {
    if (file.size > LIMITS.imageBytesMax) throw fieldError('image', MSG.fileSize(file.name, MB), 413);
    const kind = sniffImage(bytes);
    if (!kind) throw fieldError('image', MSG.fileType(file.name));
    return { file, bytes, kind };
  });
}

async function storeInSlots(deps: Deps, fundraiserId: string, files: ReturnType<typeof checkedFiles>, slots: Slot[]) {
  const rows: ImageRow[] = [];
  for (const [i, { file, bytes, kind }] of files.entries()) {
    const slot = slots[i]!;
    let stored;
    try {
      stored = await deps.images.store(fundraiserId, slot.imageId, bytes, kind);
    } catch {
      // Right magic bytes but undecodable (truncated, corrupt, or a pixel bomb).
      throw fieldError('image', MSG.fileType(file.name));
    }
    rows.push(imageRow(fundraiserId, slot.imageId, slot.position, stored));
  }
  return rows;
}

/**
 * The slots are reserved before the slow image work, so parallel uploads cannot pass five photos
 * and a refused one is refused at once; the rows, the filled slots and the key's answer commit in
 * one transaction. A failure removes the files it wrote and frees its slots.
 */
async function upload(deps: Deps, c: Context<AppEnv>, fundraiserId: string, uploads: Upload[], claim: Claim) {
  const fundraiser = await findEditableFundraiser(deps, fundraiserId, c.get('user'));
  const files = checkedFiles(uploads);
  // A retry that took over the key of a request that died: that request's slots are free again.
  if (claim.supersedes) await releaseSlots(deps.db, claim.supersedes);
  const slots = await reserveSlots(deps.db, fundraiser.id, files.length, claim.id);
  if (!slots) throw fieldError('image', MSG.maxFiles);
  try {
    const rows = await storeInSlots(deps, fundraiser.id, files, slots);
    const outcome: Outcome = {
      status: 201,
      body: { message: MSG.imagesUploaded, data: { fundraiser: fundraiser.id, images: rows.map(toImage) } },
    };
    await deps.db.transaction().execute(async (trx) => {
      if (!(await insertReservedImages(trx, claim.id, slots, rows))) {
        throw new Error('The photo slots were reclaimed before the upload finished');
      }
      await claim.complete(trx, outcome);
    });
    return outcome;
  } catch (err) {
    await deps.images.remove(
      fundraiser.id,
      slots.map((s) => s.imageId),
    );
    await releaseSlots(deps.db, claim.id);
    throw err;
  }
}

/** POST /fundraiser-images/: multipart `fundraiser` + repeated `image`; honours Idempotency-Key. */
export const uploadImages = (deps: Deps) => async (c: Context<AppEnv>) => {
  const { fundraiserId, uploads } = await readUpload(c);
  if (!fundraiserId) throw fieldError('fundraiser', MSG.noFundraiserId);
  assertNoNul(fundraiserId);
  // What the upload means, not its bytes: a retry is a new multipart body with a new boundary.
  const fingerprint = fingerprintOf({ fundraiser: fundraiserId, images: uploads.map((u) => sha256Bytes(u.bytes)) });
  const response = await idempotent(c, deps, { route: 'fundraiser-images', fingerprint }, (claim) =>
    upload(deps, c, fundraiserId, uploads, claim),
  );
  sweepMediaInBackground(deps);
  return response;
};
