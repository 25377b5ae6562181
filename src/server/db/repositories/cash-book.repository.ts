import type { Insertable } from 'kysely';
import type { CashStatus } from '#shared/cash-book.ts';
import type { Db } from '../client.ts';
import type { CashEntriesTable } from '../cash-book-table.ts';
import { changedOne } from '../compare-and-swap.ts';
import { nowIso } from '../../lib/time.ts';

// The cash book's rows (D-237). A decision on an entry is a compare-and-swap from `waiting`, so of
// two decisions sent together one changes the row and the other finds it decided.

export const insertCashEntry = (trx: Db, row: Insertable<CashEntriesTable>) =>
  trx.insertInto('cash_entries').values(row).execute();

export const findCashEntry = (db: Db, fundraiserId: string, id: string) =>
  db
    .selectFrom('cash_entries')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Moves a waiting entry to `status`; false when it was no longer waiting (someone decided first). */
export const decideCashEntry = (
  trx: Db,
  id: string,
  status: Exclude<CashStatus, 'waiting'>,
  by: string | null,
  refusalReason: string | null = null,
) =>
  changedOne(
    trx
      .updateTable('cash_entries')
      .set({ status, decided_by: by, decided_at: by ? nowIso() : null, refusal_reason: refusalReason })
      .where('id', '=', id)
      .where('status', '=', 'waiting'),
  );

/** A fundraiser's book (or one entry of it), newest first, with the names of who recorded and who decided. */
export const listCashEntries = (db: Db, fundraiserId: string, id?: string) =>
  db
    .selectFrom('cash_entries as e')
    .innerJoin('users as r', 'r.id', 'e.recorded_by')
    .leftJoin('users as d', 'd.id', 'e.decided_by')
    .selectAll('e')
    .select([
      'r.firstname as recorder_firstname',
      'r.lastname as recorder_lastname',
      'd.firstname as decider_firstname',
      'd.lastname as decider_lastname',
    ])
    .where('e.fundraiser_id', '=', fundraiserId)
    .$if(id !== undefined, (q) => q.where('e.id', '=', id!))
    .orderBy('e.recorded_at', 'desc')
    .orderBy('e.id')
    .execute();

/** Who gave in person, as the public sees it (D-239): a name or none, newest confirmed first. */
export const inPersonSupporters = (db: Db, fundraiserId: string, limit = 10) =>
  db
    .selectFrom('cash_entries')
    .select('donor_name')
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'confirmed')
    .orderBy('decided_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Per fundraiser, the sum and count of its confirmed entries (for reconciling, D-238). */
export const confirmedCashSums = (db: Db) =>
  db
    .selectFrom('cash_entries')
    .select((eb) => ['fundraiser_id', eb.fn.sum<number>('amount_minor').as('total'), eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'confirmed')
    .groupBy('fundraiser_id')
    .execute();

/** `cash` ledger entries whose entry is missing, not confirmed or another fundraiser's: none may exist. */
export const strayCashCredits = (db: Db) =>
  db
    .selectFrom('ledger_entries as l')
    .leftJoin('cash_entries as e', 'e.id', 'l.source_id')
    .select(['l.fundraiser_id', 'l.source_id'])
    .where('l.kind', '=', 'cash')
    .where((eb) =>
      eb.or([
        eb('e.id', 'is', null),
        eb('e.status', '!=', 'confirmed'),
        eb('e.fundraiser_id', '!=', eb.ref('l.fundraiser_id')),
        eb('e.amount_minor', '!=', eb.ref('l.amount_minor')),
      ]),
    )
    .execute();
