import { ITEM_LIMITS } from '#shared/schemas/items.schema.ts';
import type { Db } from '../client.ts';
import type { ItemImageRow } from '../items-tables.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import type { StoredImage } from '../../services/images.ts';
import { leaseCutoff } from '../../lib/lease.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import type { Slot } from './photo-slots.repository.ts';

// An item's photos and its five places for them: the fundraisers' photo slots (decisions log
// D-063) applied to items, so parallel or replayed uploads never pass five photos.

const ROUNDS = 30;
const isConflict = (err: unknown) =>
  isUniqueViolation(err) || ['40001', '40P01'].includes((err as { code?: string } | null)?.code ?? '');

export const listItemImages = (db: Db, itemId: string) =>
  db.selectFrom('item_images').selectAll().where('item_id', '=', itemId).orderBy('position').execute();

/** Reserves `count` free places, all or none; null when there is no room. */
export async function reserveItemSlots(db: Db, itemId: string, count: number, reservedBy: string) {
  for (let round = 1; ; round++) {
    try {
      return await db.transaction().execute(async (trx): Promise<Slot[] | null> => {
        await trx
          .deleteFrom('item_photo_slots')
          .where('item_id', '=', itemId)
          .where('filled', '=', 0)
          .where('reserved_at', '<', leaseCutoff())
          .execute();
        const rows = await trx
          .selectFrom('item_photo_slots')
          .select('position')
          .where('item_id', '=', itemId)
          .execute();
        const taken = new Set(rows.map((r) => Number(r.position)));
        const free = [...Array(ITEM_LIMITS.photosMax).keys()].filter((p) => !taken.has(p));
        if (free.length < count) return null;
        const slots = free.slice(0, count).map((position) => ({ position, imageId: newId() }));
        const now = nowIso();
        await trx
          .insertInto('item_photo_slots')
          .values(
            slots.map((s) => ({
              item_id: itemId,
              position: s.position,
              image_id: s.imageId,
              reserved_by: reservedBy,
              reserved_at: now,
              filled: 0,
            })),
          )
          .execute();
        return slots;
      });
    } catch (err) {
      if (isConflict(err) && round < ROUNDS) continue;
      throw err;
    }
  }
}

/** Frees what a failed (or dead) request reserved but never filled. */
export const releaseItemSlots = (db: Db, reservedBy: string) =>
  db.deleteFrom('item_photo_slots').where('reserved_by', '=', reservedBy).where('filled', '=', 0).execute();

/**
 * Fills the reserved places and stores the rows; run it in the transaction that records the
 * request's answer. False when a place was lost to the lease: the caller must roll back.
 */
export async function insertReservedItemImages(db: Db, reservedBy: string, slots: Slot[], rows: ItemImageRow[]) {
  const result = await db
    .updateTable('item_photo_slots')
    .set({ filled: 1 })
    .where('reserved_by', '=', reservedBy)
    .where('filled', '=', 0)
    .where(
      'image_id',
      'in',
      slots.map((s) => s.imageId),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== slots.length) return false;
  if (rows.length) await db.insertInto('item_images').values(rows).execute();
  return true;
}

export const itemImageRow = (
  itemId: string,
  id: string,
  position: number,
  stored: StoredImage,
  createdAt = nowIso(),
): ItemImageRow => ({
  id,
  item_id: itemId,
  position,
  original_key: stored.originalKey,
  preview_key: stored.previewKey,
  variants: JSON.stringify(stored.variants),
  width: stored.width,
  height: stored.height,
  bytes: stored.bytes,
  created_at: createdAt,
});
