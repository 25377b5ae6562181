import { sql, type Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { C2bPaymentsTable } from '../c2b-table.ts';
import { changedOne } from '../compare-and-swap.ts';
import { PAYBILL_KEY_SQL } from '../migrations/026-c2b.ts';
import { nowIso } from '../../lib/time.ts';

// Paybill payments (D-213): written once per TransID, then moved only from 'unallocated'.

/** Fundraisers whose code folds to `key` (paybillKey), through the expression index of migration 026. */
export const fundraisersByPaybillKey = (db: Db, key: string) =>
  db
    .selectFrom('fundraisers')
    .select(['id', 'short_code', 'status'])
    .where(sql.raw(PAYBILL_KEY_SQL), '=', key)
    .execute();

/** False when the TransID is already recorded (a repeated confirmation, or one racing this one). */
export async function insertC2bPayment(trx: Db, row: Insertable<C2bPaymentsTable>) {
  const inserted = await trx
    .insertInto('c2b_payments')
    .values(row)
    .onConflict((oc) => oc.column('trans_id').doNothing())
    .returning('trans_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export const findC2bPayment = (db: Db, transId: string) =>
  db.selectFrom('c2b_payments').selectAll().where('trans_id', '=', transId).executeTakeFirst();

/** Ties a credited payment to its donation, in the transaction that made the donation. */
export const linkDonation = (trx: Db, transId: string, fundraiserId: string, donationId: string) =>
  trx
    .updateTable('c2b_payments')
    .set({ fundraiser_id: fundraiserId, donation_id: donationId })
    .where('trans_id', '=', transId)
    .execute();

export const succeededDonationWithReceipt = (trx: Db, receipt: string) =>
  trx
    .selectFrom('donations')
    .select(['id', 'fundraiser_id'])
    .where('mpesa_receipt', '=', receipt)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();

/** STK donations not yet counted with a receipt: pending, or settled by a status query (no receipt). */
export const uncountedStkDonations = (db: Db, fundraiserId: string | null, amountMinor: number, since: string) =>
  db
    .selectFrom('donations')
    .selectAll()
    .$if(fundraiserId !== null, (q) => q.where('fundraiser_id', '=', fundraiserId!))
    .where('amount_minor', '=', amountMinor)
    .where('pushed_at', '>=', since)
    .where((eb) =>
      eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'succeeded'), eb('mpesa_receipt', 'is', null)])]),
    )
    .orderBy('pushed_at', 'desc')
    .execute();

/** The receipt of an STK donation a status query settled without one. */
export const giveReceipt = (db: Db, donationId: string, receipt: string) =>
  db
    .updateTable('donations')
    .set({ mpesa_receipt: receipt })
    .where('id', '=', donationId)
    .where('status', '=', 'succeeded')
    .where('mpesa_receipt', 'is', null)
    .execute();

/** A payment some other path already made a donation of: recorded as credited to it, nothing more. */
export const markCounted = (trx: Db, transId: string, fundraiserId: string, donationId: string) =>
  trx
    .updateTable('c2b_payments')
    .set({ status: 'credited', fundraiser_id: fundraiserId, donation_id: donationId })
    .where('trans_id', '=', transId)
    .execute();

/**
 * A reviewer's decision: a compare-and-swap from 'unallocated', so of two reviewers deciding at once
 * (PostgreSQL's row lock, SQLite's one writer) only the first changes anything.
 */
export const decide = (
  trx: Db,
  transId: string,
  to: 'credited' | 'refund',
  by: string,
  reason: string,
  fundraiserId: string | null,
) =>
  changedOne(
    trx
      .updateTable('c2b_payments')
      .set({ status: to, decided_by: by, decision_reason: reason, decided_at: nowIso(), fundraiser_id: fundraiserId })
      .where('trans_id', '=', transId)
      .where('status', '=', 'unallocated'),
  );

/** What waits for a reviewer, and what was marked for refund, oldest first. */
export const listForReview = (db: Db) =>
  db
    .selectFrom('c2b_payments')
    .selectAll()
    .where('status', 'in', ['unallocated', 'refund'])
    .orderBy('received_at')
    .limit(500)
    .execute();
