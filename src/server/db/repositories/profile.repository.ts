import type { Db } from '../client.ts';

// The profile page's reads and writes: the donations a user made, and their photo.

/**
 * A page of the succeeded donations `userId` made while signed in, newest first, with the
 * fundraiser each went to. Only ever filtered by the caller's own id: the route passes no other.
 */
export const listDonationsBy = (db: Db, userId: string, limit: number, offset: number) =>
  db
    .selectFrom('donations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .leftJoin('fundraiser_details as fd', 'fd.fundraiser_id', 'f.id')
    .select((eb) => [
      'd.id',
      'd.amount_minor',
      'd.currency',
      eb.fn.coalesce('d.completed_at', 'd.created_at').as('paid_at'),
      'f.short_code',
      'fd.title',
    ])
    .where('d.user_id', '=', userId)
    .where('d.status', '=', 'succeeded')
    .orderBy((eb) => eb.fn.coalesce('d.completed_at', 'd.created_at'), 'desc')
    .orderBy('d.id')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countDonationsBy(db: Db, userId: string) {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Sets the photo only if it is still `expected`: of two changes at once, the second sees the
 * first's photo and retries, so every replaced file is known and removed. True when it was set.
 */
export async function swapPhotoUrl(db: Db, userId: string, expected: string | null, next: string | null, at: string) {
  const result = await db
    .updateTable('users')
    .set({ photo_url: next, updated_at: at })
    .where('id', '=', userId)
    .where((eb) => (expected === null ? eb('photo_url', 'is', null) : eb('photo_url', '=', expected)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
