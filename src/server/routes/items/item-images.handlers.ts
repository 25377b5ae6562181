import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import {
  insertReservedItemImages,
  itemImageRow,
  listItemImages,
  releaseItemSlots,
  reserveItemSlots,
} from '../../db/repositories/item-images.repository.ts';
import { sweepMediaInBackground } from '../../jobs/media-sweep.ts';
import { fieldError } from '../../lib/http-error.ts';
import { fingerprintOf, idempotent, sha256Bytes, type Claim, type Outcome } from '../../lib/idempotency.ts';
import { assertNoNul } from '../../lib/request-guards.ts';
import { checkedFiles, readUpload, storeInSlots, type Upload } from '../../services/photo-uploads.ts';
import { findOwnItem } from '../../services/items/offers.ts';
import { toItemImage } from '../../services/items/serializers.ts';

// POST /item-images/: the fundraiser photo upload (routes/images) for item offers: the same
// checks, the same slots-before-work and the same Idempotency-Key, so an upload the service
// worker replays after a lost answer is stored exactly once.

async function upload(deps: Deps, c: Context<AppEnv>, code: string, uploads: Upload[], claim: Claim) {
  const item = await findOwnItem(deps, code, c.get('user'));
  const files = checkedFiles(uploads);
  if (claim.supersedes) await releaseItemSlots(deps.db, claim.supersedes);
  const slots = await reserveItemSlots(deps.db, item.id, files.length, claim.id);
  if (!slots) throw fieldError('image', MSG.maxFiles);
  try {
    const rows = await storeInSlots(deps, item.id, files, slots, (slot, stored) =>
      itemImageRow(item.id, slot.imageId, slot.position, stored),
    );
    const outcome: Outcome = { status: 201, body: {} };
    await deps.db.transaction().execute(async (trx) => {
      if (!(await insertReservedItemImages(trx, claim.id, slots, rows))) {
        throw new Error('The photo slots were reclaimed before the upload finished');
      }
      // Every photo of the item, as the page will show them.
      const images = (await listItemImages(trx, item.id)).map(toItemImage);
      outcome.body = { message: ITEM_MSG.imagesUploaded, data: { item: item.code, images } };
      await claim.complete(trx, outcome);
    });
    return outcome;
  } catch (err) {
    await deps.images.remove(
      item.id,
      slots.map((s) => s.imageId),
    );
    await releaseItemSlots(deps.db, claim.id);
    throw err;
  }
}

/** POST /item-images/: multipart `item` (its code) + repeated `image`; honours Idempotency-Key. */
export const uploadItemImages = (deps: Deps) => async (c: Context<AppEnv>) => {
  const { owner: code, uploads } = await readUpload(c, 'item');
  if (!code) throw fieldError('item', ITEM_MSG.itemRequired);
  assertNoNul(code);
  const fingerprint = fingerprintOf({ item: code, images: uploads.map((u) => sha256Bytes(u.bytes)) });
  const response = await idempotent(c, deps, { route: 'item-images', fingerprint }, (claim) =>
    upload(deps, c, code, uploads, claim),
  );
  sweepMediaInBackground(deps);
  return response;
};
