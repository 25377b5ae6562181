import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { FundraiserImagesTable, ImageRow } from '../schema.ts';
import type { StoredImage } from '../../services/images.ts';
import { nowIso } from '../../lib/time.ts';

export const listImages = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('fundraiser_images')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .orderBy('position')
    .execute();

export async function countImages(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('fundraiser_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('fundraiser_id', '=', fundraiserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertImages = (db: Db, rows: Insertable<FundraiserImagesTable>[]) =>
  rows.length ? db.insertInto('fundraiser_images').values(rows).execute() : Promise.resolve();

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
