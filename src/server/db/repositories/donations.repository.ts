import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { DonationStatus } from '#shared/constants.ts';
import type { Db } from '../client.ts';
import type { Database, DonationsTable } from '../schema.ts';
import { changedOne } from '../compare-and-swap.ts';

type Donations = ExpressionBuilder<Database, 'donations'>;
/** The name anyone but the donor sees: an anonymous donor's is never read. */
const publicDonorName = (eb: Donations) =>
  eb.case().when('anonymous', '=', 1).then('Anonymous').else(eb.ref('donor_name')).end().as('donor_name');
/** The name the public sees, null for an anonymous donor: theirs is never read (D-165). */
const shownDonorName = (eb: Donations) =>
  eb.case().when('anonymous', '=', 0).then(eb.ref('donor_name')).end().as('donor_name');
/** When M-Pesa confirmed it (seeded demo donations have only their creation time). */
const paidAt = (eb: Donations) => eb.fn.coalesce('completed_at', 'created_at');

export const insertDonations = (db: Db, rows: Insertable<DonationsTable>[]) =>
  rows.length ? db.insertInto('donations').values(rows).execute() : Promise.resolve();

/** The public list: whether each gift was anonymous, and a name only when it was not. */
export const recentDonations = (db: Db, fundraiserId: string, limit = 10) =>
  db
    .selectFrom('donations')
    .select((eb) => [shownDonorName(eb), 'anonymous', 'amount_minor', paidAt(eb).as('paid_at')])
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'succeeded')
    .orderBy(paidAt, 'desc')
    .limit(limit)
    .execute();

export const insertDonation = (db: Db, row: Insertable<DonationsTable>) =>
  db.insertInto('donations').values(row).execute();

export const findDonation = (db: Db, id: string) =>
  db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();

export const findDonationByKey = (db: Db, key: string) =>
  db.selectFrom('donations').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

export const findDonationByCallbackToken = (db: Db, tokenHash: string) =>
  db.selectFrom('donations').selectAll().where('callback_token_hash', '=', tokenHash).executeTakeFirst();

/** The latest push to a number, for Daraja's "not two pushes close together" rule. */
export const lastPushTo = (db: Db, phone: string) =>
  db
    .selectFrom('donations')
    .select('pushed_at')
    .where('phone', '=', phone)
    .where('pushed_at', 'is not', null)
    .orderBy('pushed_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const updateDonation = (db: Db, id: string, set: Updateable<DonationsTable>) =>
  db.updateTable('donations').set(set).where('id', '=', id).execute();

export const deleteDonation = (db: Db, id: string) => db.deleteFrom('donations').where('id', '=', id).execute();

export interface Settlement {
  status: Exclude<DonationStatus, 'pending'>;
  resultCode: number;
  resultDesc: string;
  mpesaReceipt: string | null;
  checkoutRequestId: string;
  at: string;
}

/**
 * Moves a pending donation to its final state; false when it was final already. The `pending`
 * condition makes duplicate, late and out-of-order answers harmless (a finished donation never
 * moves back), and PostgreSQL re-checks it after a racing update commits, so one answer wins.
 */
export async function settleDonation(db: Db, id: string, s: Settlement) {
  return changedOne(
    db
      .updateTable('donations')
      .set({
        status: s.status,
        result_code: s.resultCode,
        result_desc: s.resultDesc,
        mpesa_receipt: s.mpesaReceipt,
        checkout_request_id: s.checkoutRequestId,
        completed_at: s.at,
        next_query_at: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/**
 * Moves a pending STK donation to 'counted_elsewhere' (D-245): its payment is already another
 * donation's credit, so it is never credited itself; it keeps the receipt its donor holds, and the
 * donation that counted it is named in its result. False when it was final already.
 */
export async function settleCountedElsewhere(
  db: Db,
  id: string,
  s: Pick<Settlement, 'resultCode' | 'resultDesc' | 'mpesaReceipt' | 'checkoutRequestId' | 'at'>,
) {
  return changedOne(
    db
      .updateTable('donations')
      .set({
        status: 'counted_elsewhere',
        result_code: s.resultCode,
        result_desc: s.resultDesc,
        mpesa_receipt: s.mpesaReceipt,
        checkout_request_id: s.checkoutRequestId,
        completed_at: s.at,
        next_query_at: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/** Pending donations whose status query is due, oldest first. */
export const dueForQuery = (db: Db, now: string, limit: number) =>
  db
    .selectFrom('donations')
    .select(['id', 'next_query_at'])
    .where('status', '=', 'pending')
    .where('next_query_at', '<=', now)
    .orderBy('next_query_at')
    .limit(limit)
    .execute();

/**
 * Claims a due donation for one status query: a compare-and-swap on its next_query_at, so of
 * several server instances (one PostgreSQL) only one asks Daraja about it; the new value is the
 * claim's lease, after which another instance may ask again if this one died.
 */
export async function claimQuery(db: Db, id: string, seen: string, leaseUntil: string) {
  return changedOne(
    db
      .updateTable('donations')
      .set((eb) => ({ next_query_at: leaseUntil, query_attempts: eb('query_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_query_at', '=', seen),
  );
}

/** A donation with what its donor sees of the fundraiser (the title, from its details). */
export const findDonationView = (db: Db, id: string) =>
  db
    .selectFrom('donations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .leftJoin('fundraiser_details as fd', 'fd.fundraiser_id', 'f.id')
    // Its donor's request for it back and its refund, one each at most (D-256).
    .leftJoin('refund_requests as q', 'q.donation_id', 'd.id')
    .leftJoin('refunds as r', 'r.donation_id', 'd.id')
    .selectAll('d')
    .select([
      'f.short_code',
      'f.account_number',
      'f.status as fundraiser_status',
      'f.currency as fundraiser_currency',
      'f.purpose_changed_at',
      'f.purpose_window_until',
      'fd.title',
      'q.status as request_status',
      'q.decision_reason',
      'r.status as refund_status',
      'r.amount_minor as refund_minor',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
export type DonationViewRow = NonNullable<Awaited<ReturnType<typeof findDonationView>>>;

/**
 * A fundraiser's paid donations, newest first, as its owner sees them: no phone, no e-mail, and
 * the reference, never the id (the donor's receipt secret, D-156).
 */
export const listReceived = (db: Db, fundraiserId: string, limit: number, offset: number) =>
  db
    .selectFrom('donations')
    .select((eb) => [
      'reference',
      publicDonorName(eb),
      'amount_minor',
      'message',
      paidAt(eb).as('paid_at'),
      'mpesa_receipt',
    ])
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'succeeded')
    .orderBy(paidAt, 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
