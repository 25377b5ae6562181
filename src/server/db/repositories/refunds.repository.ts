import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';
import type { RefundRequestsTable, RefundRequestVotesTable, RefundStatus, RefundsTable } from '../refunds-table.ts';
import { nowIso } from '../../lib/time.ts';

// Refunds and donors' refund requests (migration 044, D-256): states, not money; the money of each
// refund moves through the ledger's `refund` verb in the transaction that inserts it.

export const insertRefund = (trx: Db, row: Insertable<RefundsTable>) => trx.insertInto('refunds').values(row).execute();

export const findRefund = (db: Db, id: string) =>
  db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();

export const findRefundByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('refunds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const refundOfDonation = (db: Db, donationId: string) =>
  db.selectFrom('refunds').selectAll().where('donation_id', '=', donationId).executeTakeFirst();

/** A treasurer's word on a late request (D-261); false when they gave one already. */
export async function addRefundVote(trx: Db, vote: Insertable<RefundRequestVotesTable>) {
  const inserted = await trx
    .insertInto('refund_request_votes')
    .values(vote)
    .onConflict((oc) => oc.columns(['request_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export const votesOfRequests = async (db: Db, requestIds: string[]) =>
  requestIds.length
    ? db
        .selectFrom('refund_request_votes')
        .select(['request_id', 'user_id', 'vote'])
        .where('request_id', 'in', requestIds)
        .execute()
    : [];

/** M-Pesa's own reversal of a gift, found in the statement (D-259): the gift is back with its payer. */
export const reversalOfDonation = (db: Db, donationId: string) =>
  db.selectFrom('mpesa_reversals').select(['id', 'outcome']).where('donation_id', '=', donationId).executeTakeFirst();

export const changeRefund = (trx: Db, id: string, from: RefundStatus[], values: Updateable<RefundsTable>) =>
  changedOne(
    trx
      .updateTable('refunds')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', from),
  );

/** A fundraiser's refunds with their gift's public reference, newest first. */
export const refundsOf = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('refunds as r')
    .innerJoin('donations as d', 'd.id', 'r.donation_id')
    .select([
      'r.id',
      'r.amount_minor',
      'r.cause',
      'r.channel',
      'r.status',
      'r.result_desc',
      'r.created_at',
      'r.finished_at',
      'd.reference',
      'd.amount_minor as gift_minor',
    ])
    .where('r.fundraiser_id', '=', fundraiserId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();

/** How many gifts its take-down returned, or is returning, and how much: what a taken-down page says. */
export async function refundTotals(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_minor').as('total')])
    .where('fundraiser_id', '=', fundraiserId)
    .where('cause', '=', 'take_down')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), totalMinor: Number(row.total ?? 0) };
}

export const insertRefundRequest = (trx: Db, row: Insertable<RefundRequestsTable>) =>
  trx
    .insertInto('refund_requests')
    .values(row)
    .onConflict((oc) => oc.column('donation_id').doNothing())
    .execute();

export const requestOfDonation = (db: Db, donationId: string) =>
  db.selectFrom('refund_requests').selectAll().where('donation_id', '=', donationId).executeTakeFirst();

export const findRefundRequest = (db: Db, id: string) =>
  db.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** An open request decided: once, by whoever is first. */
export const decideRefundRequest = (
  trx: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; by: string | null; reason: string | null },
) =>
  changedOne(
    trx
      .updateTable('refund_requests')
      .set({
        status: decision.status,
        decided_by: decision.by,
        decision_reason: decision.reason,
        decided_at: nowIso(),
      })
      .where('id', '=', id)
      .where('status', '=', 'open'),
  );

/** A fundraiser's open requests with their gifts (what its owner and treasurers decide). */
export const openRequestsOf = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('refund_requests as q')
    .innerJoin('donations as d', 'd.id', 'q.donation_id')
    .select(['q.id', 'q.reason', 'q.created_at', 'd.reference', 'd.amount_minor', 'd.donor_name', 'd.anonymous'])
    .where('q.fundraiser_id', '=', fundraiserId)
    .where('q.status', '=', 'open')
    .orderBy('q.created_at')
    .execute();

/** A fundraiser's succeeded gifts that have not gone back, oldest first (what a take-down returns). */
export const giftsToReturn = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('donations as d')
    .selectAll('d')
    .where('d.fundraiser_id', '=', fundraiserId)
    .where('d.status', '=', 'succeeded')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refunds as r').select('r.id').whereRef('r.donation_id', '=', 'd.id'))),
    )
    // A gift M-Pesa reversed is back with its payer already (D-259).
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('mpesa_reversals as v').select('v.id').whereRef('v.donation_id', '=', 'd.id'))),
    )
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
