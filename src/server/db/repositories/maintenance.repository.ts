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

/** Makes the next claim win whenever the last run was: a run the schedule did not ask for (at start-up). */
export const makeRunDue = (db: Db, name: string) =>
  db
    .updateTable('maintenance_runs')
    .set({ last_run_at: new Date(0).toISOString() })
    .where('name', '=', name)
    .execute();
