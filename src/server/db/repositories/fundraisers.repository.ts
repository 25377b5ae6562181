import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { Currency, FundraiserStatus } from '#shared/constants.ts';
import type { FundraisersTable } from '../schema.ts';
import { nowIso } from '../../lib/time.ts';

export const insertFundraiser = (db: Db, row: Insertable<FundraisersTable>) =>
  db.insertInto('fundraisers').values(row).execute();

export const findFundraiserById = (db: Db, id: string) =>
  db.selectFrom('fundraisers').selectAll().where('id', '=', id).executeTakeFirst();

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
  const result = await db
    .updateTable('fundraisers')
    .set({ status: to, updated_at: now, ...extra, ...(extra.reviewed_by !== undefined && { reviewed_at: now }) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setCurrency = (db: Db, id: string, currency: Currency) =>
  db.updateTable('fundraisers').set({ currency, updated_at: nowIso() }).where('id', '=', id).execute();
