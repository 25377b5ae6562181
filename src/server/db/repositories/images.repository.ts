import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { FundraiserImagesTable, ImageRow } from '../schema.ts';
import type { StoredImage } from '../../services/images.ts';
import { nowIso } from '../../lib/time.ts';
import { fillSlots, type Slot } from './photo-slots.repository.ts';

export const listImages = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('fundraiser_images')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .orderBy('position')
    .execute();

const insertImages = (db: Db, rows: Insertable<FundraiserImagesTable>[]) =>
  rows.length ? db.insertInto('fundraiser_images').values(rows).execute() : Promise.resolve();

/**
 * Stores the rows of photos in the slots this request reserved; run it in the transaction that
 * also records the request's answer. False when a slot was lost to the lease (the request outlived
 * it): the caller must then roll the transaction back, as some slots may have been filled.
 */
export async function insertReservedImages(db: Db, reservedBy: string, slots: Slot[], rows: ImageRow[]) {
  if (!(await fillSlots(db, reservedBy, slots))) return false;
  await insertImages(db, rows);
  return true;
}

/** The row describing a photo the image store has just written. */
export const imageRow = (
  fundraiserId: string,
  id: string,
  position: number,
  stored: StoredImage,
  createdAt = nowIso(),
): ImageRow => ({
  id,
  fundraiser_id: fundraiserId,
  position,
  original_key: stored.originalKey,
  preview_key: stored.previewKey,
  variants: JSON.stringify(stored.variants),
  width: stored.width,
  height: stored.height,
  bytes: stored.bytes,
  created_at: createdAt,
});
