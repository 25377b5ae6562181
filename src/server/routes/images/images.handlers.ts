import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { imageRow, insertReservedImages } from '../../db/repositories/images.repository.ts';
import { notePhotoAdded } from '../../db/repositories/live-edits.repository.ts';
import { releaseSlots, reserveSlots } from '../../db/repositories/photo-slots.repository.ts';
import { sweepMediaInBackground } from '../../jobs/media-sweep.ts';
import { toImage } from '../../lib/fundraiser-serializers.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { fingerprintOf, idempotent, sha256Bytes, type Claim, type Outcome } from '../../lib/idempotency.ts';
import { assertNoNul } from '../../lib/request-guards.ts';
import { checkedFiles, readUpload, storeInSlots, type Upload } from '../../services/photo-uploads.ts';
import { forgetReview } from '../../services/review.ts';
import { findEditableFundraiser, OPEN_FOR_EDITS } from '../fundraisers/ownership.ts';

/**
 * The slots are reserved before the slow image work, so parallel uploads cannot pass five photos
 * and a refused one is refused at once; the rows, the filled slots and the key's answer commit in
 * one transaction. A failure removes the files it wrote and frees its slots.
 */
async function upload(deps: Deps, c: Context<AppEnv>, fundraiserId: string, uploads: Upload[], claim: Claim) {
  // Photos can be added while Pending Review and while live (D-175); removed only while pending.
  const fundraiser = await findEditableFundraiser(deps, fundraiserId, c.get('user'), OPEN_FOR_EDITS);
  const files = checkedFiles(uploads);
  // A retry that took over the key of a request that died: that request's slots are free again.
  if (claim.supersedes) await releaseSlots(deps.db, claim.supersedes);
  const slots = await reserveSlots(deps.db, fundraiser.id, files.length, claim.id);
  if (!slots) throw fieldError('image', MSG.maxFiles);
  try {
    const rows = await storeInSlots(deps, fundraiser.id, files, slots, (slot, stored) =>
      imageRow(fundraiser.id, slot.imageId, slot.position, stored),
    );
    const outcome: Outcome = {
      status: 201,
      body: { message: MSG.imagesUploaded, data: { fundraiser: fundraiser.id, images: rows.map(toImage) } },
    };
    await deps.db.transaction().execute(async (trx) => {
      // First, before the slots: closed meanwhile stores nothing; a live fundraiser's page is dated.
      if (!(await notePhotoAdded(trx, fundraiser.id))) throw new ApiError(409, MSG.fundraiserLocked);
      if (!(await insertReservedImages(trx, claim.id, slots, rows))) {
        throw new Error('The photo slots were reclaimed before the upload finished');
      }
      await claim.complete(trx, outcome);
    });
    forgetReview(fundraiser.short_code);
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
  const { owner: fundraiserId, uploads } = await readUpload(c, 'fundraiser');
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
