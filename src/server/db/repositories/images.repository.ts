import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { ImageRow } from '../schema.ts';
import type { StoredImage } from '../../services/images.ts';
import { nowIso } from '../../lib/time.ts';
import { filledSlots, fillSlots, FUNDRAISER_PHOTOS, type PhotoTarget, type Slot } from './photo-slots.repository.ts';
import { changedOne } from '../compare-and-swap.ts';

/** A stored photo, whoever owns it: a fundraiser's and an item's have the same columns. */
export type PhotoRow = Omit<ImageRow, 'fundraiser_id'>;

export const listImages = (db: Db, target: PhotoTarget, ownerId: string): Promise<PhotoRow[]> =>
  db
    .selectFrom(target.photos)
    .select(['id', 'position', 'original_key', 'preview_key', 'variants', 'width', 'height', 'bytes', 'created_at'])
    .where(sql.ref(target.owner), '=', ownerId)
    .orderBy('position')
    .execute();

/**
 * Stores the rows of photos in the slots this request reserved; run it in the transaction that
 * also records the request's answer. False when a slot was lost to the lease (the request outlived
 * it): the caller must then roll the transaction back, as some slots may have been filled.
 */
export async function insertReservedImages(
  db: Db,
  target: PhotoTarget,
  ownerId: string,
  reservedBy: string,
  slots: Slot[],
  rows: PhotoRow[],
) {
  if (!(await fillSlots(db, target, reservedBy, slots))) return false;
  if (rows.length) {
    await db
      .insertInto(target.photos)
      .values(rows.map((row) => ({ ...row, [target.owner]: ownerId })))
      .execute();
  }
  return true;
}

/** The row describing a photo the image store has just written into its slot. */
export const imageRow = (slot: Slot, stored: StoredImage, createdAt = nowIso()): PhotoRow => ({
  id: slot.imageId,
  position: slot.position,
  original_key: stored.originalKey,
  preview_key: stored.previewKey,
  variants: JSON.stringify(stored.variants),
  width: stored.width,
  height: stored.height,
  bytes: stored.bytes,
  created_at: createdAt,
});

export const findImage = (db: Db, id: string) =>
  db.selectFrom('fundraiser_images').select(['id', 'fundraiser_id']).where('id', '=', id).executeTakeFirst();

export type RemoveOutcome = 'removed' | 'not-found' | 'locked' | 'last-photo';

/**
 * Deletes a photo's row and frees its slot in one transaction, and moves the photos after it one
 * place up, so the order stays as the owner saw it and the free slot is the last one: a photo added
 * next goes at the end (decisions log). Files are the caller's to delete once this has committed.
 *
 * The first statement is a conditional write to the fundraiser's row: it is the lock that puts two
 * deletes (and a reviewer's approval) of one fundraiser one after the other, and the status check
 * that an approval committed a moment ago cannot slip past. Uploads need no such lock: the slots
 * moved here were filled when read, so a racing upload never reserves the places being reused.
 */
export function removeImage(db: Db, fundraiserId: string, imageId: string): Promise<RemoveOutcome> {
  return db.transaction().execute(async (trx) => {
    const open = await changedOne(
      trx
        .updateTable('fundraisers')
        .set({ updated_at: nowIso() })
        .where('id', '=', fundraiserId)
        .where('status', '=', 'pending_review'),
    );
    if (!open) return 'locked';
    const images = await trx
      .selectFrom('fundraiser_images')
      .select('id')
      .where('fundraiser_id', '=', fundraiserId)
      .execute();
    if (!images.some((i) => i.id === imageId)) return 'not-found';
    if (images.length === 1) return 'last-photo';
    const filled = await filledSlots(trx, FUNDRAISER_PHOTOS, fundraiserId);
    await trx.deleteFrom('fundraiser_images').where('id', '=', imageId).execute();
    await trx.deleteFrom('photo_slots').where('image_id', '=', imageId).execute();
    await closeGap(trx, filled, imageId);
    return 'removed';
  });
}

/**
 * The slots after the removed one take the place before them, in ascending order, so each move
 * lands on a place the previous one (or the removal) has just vacated.
 */
async function closeGap(db: Db, filled: Slot[], removedId: string) {
  const staying = filled.filter((s) => s.imageId !== removedId);
  for (const [i, slot] of staying.entries()) {
    const position = filled[i]!.position;
    if (slot.position === position) continue;
    await db.updateTable('photo_slots').set({ position }).where('image_id', '=', slot.imageId).execute();
    await db.updateTable('fundraiser_images').set({ position }).where('id', '=', slot.imageId).execute();
  }
}
