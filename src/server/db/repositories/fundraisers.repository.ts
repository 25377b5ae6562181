import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { Currency, FundraiserStatus } from '#shared/constants.ts';
import type { FundraisersTable } from '../schema.ts';
import { nowIso } from '../../lib/time.ts';
import { changedOne } from '../compare-and-swap.ts';

export const insertFundraiser = (db: Db, row: Insertable<FundraisersTable>) =>
  db.insertInto('fundraisers').values(row).execute();

export const findFundraiserById = (db: Db, id: string) =>
  db.selectFrom('fundraisers').selectAll().where('id', '=', id).executeTakeFirst();

/** The fundraisers an account owns, with their titles (none yet for an unfinished draft). */
export const ownedFundraisers = (db: Db, userId: string) =>
  db
    .selectFrom('fundraisers as f')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    .select(['f.id', 'd.title'])
    .where('f.user_id', '=', userId)
    .execute();

export const findFundraiserByShortCode = (db: Db, shortCode: string) =>
  db.selectFrom('fundraisers').selectAll().where('short_code', '=', shortCode).executeTakeFirst();

/** Moves a fundraiser from one status to another; false when it was no longer in `from`. */
export async function changeStatus(
  db: Db,
  id: string,
  from: FundraiserStatus,
  to: FundraiserStatus,
  extra: { rejection_reason?: string | null; reviewed_by?: string | null } = {},
) {
  const now = nowIso();
  return changedOne(
    db
      .updateTable('fundraisers')
      .set({ status: to, updated_at: now, ...extra, ...(extra.reviewed_by !== undefined && { reviewed_at: now }) })
      .where('id', '=', id)
      .where('status', '=', from),
  );
}

/**
 * Locks the fundraiser's row until the transaction ends, with a write that changes nothing: the
 * per-fundraiser lock of D-116 (a conditional write to the row), which PostgreSQL holds against
 * every other writer of the row and SQLite gets by serialising write transactions. False when the
 * fundraiser is not in one of `statuses` (checked under the lock, so no racing change slips past).
 */
export async function lockFundraiser(db: Db, id: string, statuses: readonly FundraiserStatus[]) {
  return changedOne(
    db
      .updateTable('fundraisers')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .where('status', 'in', statuses),
  );
}

export const setCurrency = (db: Db, id: string, currency: Currency) =>
  db.updateTable('fundraisers').set({ currency, updated_at: nowIso() }).where('id', '=', id).execute();
