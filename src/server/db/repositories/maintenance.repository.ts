import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';

/**
 * Claims the next run of a periodic job unless one started after `notBefore`: an insert for the
 * first run, then a conditional update, so of several instances asking at once only one wins.
 */
export async function claimRun(db: Db, name: string, now: string, notBefore: string) {
  const inserted = await db
    .insertInto('maintenance_runs')
    .values({ name, last_run_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  return changedOne(
    db
      .updateTable('maintenance_runs')
      .set({ last_run_at: now })
      .where('name', '=', name)
      .where('last_run_at', '<', notBefore),
  );
}

/** Records a run that happened regardless of the schedule (at start-up). */
export const recordRun = (db: Db, name: string, now: string) =>
  db
    .insertInto('maintenance_runs')
    .values({ name, last_run_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: now }))
    .execute();
