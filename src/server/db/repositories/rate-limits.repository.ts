import type { Db } from '../client.ts';

/**
 * Counts a hit in a fixed window and returns the window's total. Kept in the database (not in
 * memory) so the limit holds across server restarts and across instances sharing PostgreSQL.
 */
export async function hit(db: Db, key: string, windowStart: number) {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** The window's total so far, counting nothing. */
export async function hitsOf(db: Db, key: string, windowStart: number) {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

export const pruneBefore = (db: Db, windowStart: number) =>
  db.deleteFrom('rate_limits').where('window_start', '<', windowStart).execute();
