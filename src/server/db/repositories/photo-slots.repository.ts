import { LIMITS } from '#shared/constants.ts';
import type { Db } from '../client.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { leaseCutoff } from '../../lib/lease.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

/** A reserved place for one photo and the id the photo (and its files) will have. */
export interface Slot {
  position: number;
  imageId: string;
}

// Each conflict means another upload took a slot; with five slots, a few rounds settle anyone.
const ROUNDS = 30;
const isConflict = (err: unknown) =>
  isUniqueViolation(err) || ['40001', '40P01'].includes((err as { code?: string } | null)?.code ?? '');

/**
 * Reserves `count` free slots of a fundraiser, all or none, before any image work, so a refused
 * upload is refused at once and parallel uploads can never store more than five photos: the slot's
 * primary key is the arbiter. Reservations older than the lease belong to dead requests and are
 * reclaimed first. Null when there is no room (decisions log D-063).
 */
export async function reserveSlots(db: Db, fundraiserId: string, count: number, reservedBy: string) {
  for (let round = 1; ; round++) {
    try {
      return await db.transaction().execute(async (trx): Promise<Slot[] | null> => {
        await trx
          .deleteFrom('photo_slots')
          .where('fundraiser_id', '=', fundraiserId)
          .where('filled', '=', 0)
          .where('reserved_at', '<', leaseCutoff())
          .execute();
        const rows = await trx
          .selectFrom('photo_slots')
          .select('position')
          .where('fundraiser_id', '=', fundraiserId)
          .execute();
        const taken = new Set(rows.map((r) => Number(r.position)));
        const free = [...Array(LIMITS.imagesMax).keys()].filter((p) => !taken.has(p));
        if (free.length < count) return null;
        const slots = free.slice(0, count).map((position) => ({ position, imageId: newId() }));
        const now = nowIso();
        await trx
          .insertInto('photo_slots')
          .values(
            slots.map((s) => ({
              fundraiser_id: fundraiserId,
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
      // A parallel upload inserted one of the same positions first: look again at what is free.
      if (isConflict(err) && round < ROUNDS) continue;
      throw err;
    }
  }
}

/** Marks reserved slots as holding their photos; false if the reservation was lost (lease over). */
export async function fillSlots(db: Db, reservedBy: string, slots: Slot[]) {
  const result = await db
    .updateTable('photo_slots')
    .set({ filled: 1 })
    .where('reserved_by', '=', reservedBy)
    .where('filled', '=', 0)
    .where(
      'image_id',
      'in',
      slots.map((s) => s.imageId),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === slots.length;
}

/** The slots holding stored photos, in order. */
export const filledSlots = async (db: Db, fundraiserId: string): Promise<Slot[]> =>
  (
    await db
      .selectFrom('photo_slots')
      .select(['position', 'image_id'])
      .where('fundraiser_id', '=', fundraiserId)
      .where('filled', '=', 1)
      .orderBy('position')
      .execute()
  ).map((r) => ({ position: Number(r.position), imageId: r.image_id }));

/** Frees what a failed (or dead) request reserved but never filled. */
export const releaseSlots = (db: Db, reservedBy: string) =>
  db.deleteFrom('photo_slots').where('reserved_by', '=', reservedBy).where('filled', '=', 0).execute();

/**
 * Which of these image ids are stored or held by a live reservation, in one statement so it sees
 * one moment: a reservation turning into a stored photo (one transaction) is seen as one or the other.
 */
export async function imagesInUse(db: Db, imageIds: string[], cutoff: string) {
  if (imageIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('photo_slots')
    .select('image_id as id')
    .where('image_id', 'in', imageIds)
    .where((eb) => eb.or([eb('filled', '=', 1), eb('reserved_at', '>=', cutoff)]))
    .union(db.selectFrom('fundraiser_images').select('id').where('id', 'in', imageIds))
    // An item's photos (migration 012) live in the same media folder and are kept the same way.
    .union(
      db
        .selectFrom('item_photo_slots')
        .select('image_id as id')
        .where('image_id', 'in', imageIds)
        .where((eb) => eb.or([eb('filled', '=', 1), eb('reserved_at', '>=', cutoff)])),
    )
    .union(db.selectFrom('item_images').select('id').where('id', 'in', imageIds))
    .execute();
  return new Set(rows.map((r) => r.id));
}
