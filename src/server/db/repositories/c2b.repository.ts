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

/** The fundraiser whose numeric account this is (D-254). */
export const fundraiserByAccountNumber = (db: Db, accountNumber: string) =>
  db
    .selectFrom('fundraisers')
    .select(['id', 'short_code', 'status'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();

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
export const linkDonation = (trx: Db, transId: string, fundraiserId: string, donationId: string | null) =>
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

/** The receipt of an STK donation a status query settled without one; false when it has one. */
export const giveReceipt = (db: Db, donationId: string, receipt: string) =>
  changedOne(
    db
      .updateTable('donations')
      .set({ mpesa_receipt: receipt })
      .where('id', '=', donationId)
      .where('status', '=', 'succeeded')
      .where('mpesa_receipt', 'is', null),
  );

/**
 * The confirmation of a payment a donor's code check found first (kept unallocated with their
 * claim, D-245): M-Pesa's own facts, with the account the payer typed, replace the check's, and the
 * payment is credited by that account when it names a live fundraiser (else it still waits, with
 * the account for the reviewer). False for any other row (the TransID was simply seen twice).
 */
export const confirmClaim = (
  trx: Db,
  transId: string,
  facts: Omit<Insertable<C2bPaymentsTable>, 'trans_id' | 'status' | 'received_at'>,
  fundraiserId: string | null,
) =>
  changedOne(
    trx
      .updateTable('c2b_payments')
      .set({ ...facts, status: fundraiserId ? 'credited' : 'unallocated', fundraiser_id: fundraiserId })
      .where('trans_id', '=', transId)
      .where('status', '=', 'unallocated')
      .where('claimed_fundraiser_id', 'is not', null),
  );

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

/** What waits for a reviewer, and what was marked for refund, oldest first, with a checker's claim. */
export const listForReview = (db: Db) =>
  db
    .selectFrom('c2b_payments as p')
    .leftJoin('fundraisers as f', 'f.id', 'p.claimed_fundraiser_id')
    .leftJoin('fundraiser_details as fd', 'fd.fundraiser_id', 'f.id')
    .selectAll('p')
    .select(['fd.title as claimed_title', 'f.short_code as claimed_short_code'])
    .where('p.status', 'in', ['unallocated', 'refund'])
    .orderBy('p.received_at')
    .limit(500)
    .execute();

/**
 * An STK settlement names the receipt of a payment kept unallocated (a donor's code check found it
 * first, D-245): it is that donation's, by a compare-and-swap from 'unallocated', so a reviewer
 * assigning it at the same moment is told 409.
 */
export const claimForStk = (trx: Db, transId: string, fundraiserId: string, donationId: string) =>
  changedOne(
    trx
      .updateTable('c2b_payments')
      .set({
        status: 'credited',
        fundraiser_id: fundraiserId,
        donation_id: donationId,
        decision_reason: 'Counted by its STK push',
        decided_at: nowIso(),
      })
      .where('trans_id', '=', transId)
      .where('status', '=', 'unallocated'),
  );

/**
 * Paybill credits (a paybill donation, not an STK push's own echo) of this amount to this fundraiser
 * received since `since`, whose receipt no STK donation was already found to be (D-245).
 */
export const paybillCreditsLike = (trx: Db, fundraiserId: string, amountMinor: number, since: string) =>
  trx
    .selectFrom('c2b_payments as p')
    .innerJoin('donations as d', 'd.id', 'p.donation_id')
    .select(['p.trans_id', 'p.trans_time', 'p.msisdn', 'p.received_at', 'd.id as donation_id'])
    .where('p.status', '=', 'credited')
    .where('p.amount_minor', '=', amountMinor)
    .where('p.received_at', '>=', since)
    .where('p.fundraiser_id', '=', fundraiserId)
    .where('d.status', '=', 'succeeded')
    .where('d.checkout_request_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('donations as o')
            .select('o.id')
            .whereRef('o.mpesa_receipt', '=', 'p.trans_id')
            .where('o.status', '=', 'counted_elsewhere'),
        ),
      ),
    )
    .orderBy('p.received_at')
    .execute();
