import { LIMITS } from '#shared/constants.ts';
import { ITEM_LIMITS } from '#shared/schemas/items.schema.ts';
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { leaseCutoff } from '../../lib/lease.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

// The photo-slot reservation (D-063), once, for every kind of photo: a fundraiser's and an item
// offer's (migration 012) each have a table of places and a table of photos, told apart only by
// their names and the column naming the owner.

/** A fundraiser's photos: five places (spec §6). */
export const FUNDRAISER_PHOTOS = {
  slots: 'photo_slots',
  photos: 'fundraiser_images',
  owner: 'fundraiser_id',
  max: LIMITS.imagesMax,
} as const;

/** An item offer's photos. */
export const ITEM_PHOTOS = {
  slots: 'item_photo_slots',
  photos: 'item_images',
  owner: 'item_id',
  max: ITEM_LIMITS.photosMax,
} as const;

export type PhotoTarget = typeof FUNDRAISER_PHOTOS | typeof ITEM_PHOTOS;

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
 * Reserves `count` free slots of an owner, all or none, before any image work, so a refused
 * upload is refused at once and parallel uploads can never store more than the limit: the slot's
 * primary key is the arbiter. Reservations older than the lease belong to dead requests and are
 * reclaimed first. Null when there is no room (D-063).
 */
export async function reserveSlots(db: Db, target: PhotoTarget, ownerId: string, count: number, reservedBy: string) {
  const owner = sql.ref(target.owner);
  for (let round = 1; ; round++) {
    try {
      return await db.transaction().execute(async (trx): Promise<Slot[] | null> => {
        await trx
          .deleteFrom(target.slots)
          .where(owner, '=', ownerId)
          .where('filled', '=', 0)
          .where('reserved_at', '<', leaseCutoff())
          .execute();
        const rows = await trx.selectFrom(target.slots).select('position').where(owner, '=', ownerId).execute();
        const taken = new Set(rows.map((r) => Number(r.position)));
        const free = [...Array(target.max).keys()].filter((p) => !taken.has(p));
        if (free.length < count) return null;
        const slots = free.slice(0, count).map((position) => ({ position, imageId: newId() }));
        const now = nowIso();
        await trx
          .insertInto(target.slots)
          .values(
            slots.map((s) => ({
              [target.owner]: ownerId,
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
export async function fillSlots(db: Db, target: PhotoTarget, reservedBy: string, slots: Slot[]) {
  const result = await db
    .updateTable(target.slots)
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
export const filledSlots = async (db: Db, target: PhotoTarget, ownerId: string): Promise<Slot[]> =>
  (
    await db
      .selectFrom(target.slots)
      .select(['position', 'image_id'])
      .where(sql.ref(target.owner), '=', ownerId)
      .where('filled', '=', 1)
      .orderBy('position')
      .execute()
  ).map((r) => ({ position: Number(r.position), imageId: r.image_id }));

/** Frees what a failed (or dead) request reserved but never filled. */
export const releaseSlots = (db: Db, target: PhotoTarget, reservedBy: string) =>
  db.deleteFrom(target.slots).where('reserved_by', '=', reservedBy).where('filled', '=', 0).execute();

/**
 * Which of these image ids are stored or held by a live reservation, in one statement so it sees
 * one moment: a reservation turning into a stored photo (one transaction) is seen as one or the other.
 * Every kind of photo lives in the same media folder and is kept the same way.
 */
export async function imagesInUse(db: Db, imageIds: string[], cutoff: string) {
  if (imageIds.length === 0) return new Set<string>();
  const held = (target: PhotoTarget) =>
    db
      .selectFrom(target.slots)
      .select('image_id as id')
      .where('image_id', 'in', imageIds)
      .where((eb) => eb.or([eb('filled', '=', 1), eb('reserved_at', '>=', cutoff)]));
  const stored = (target: PhotoTarget) => db.selectFrom(target.photos).select('id').where('id', 'in', imageIds);
  const rows = await held(FUNDRAISER_PHOTOS)
    .union(stored(FUNDRAISER_PHOTOS))
    .union(held(ITEM_PHOTOS))
    .union(stored(ITEM_PHOTOS))
    .execute();
  return new Set(rows.map((r) => r.id));
}
