import { REFUSABLE_STATUSES, type WithdrawalStatus } from '#shared/schemas/withdrawal.schema.ts';
import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';
import type { WithdrawalsTable } from '../withdrawals-table.ts';
import { nowIso } from '../../lib/time.ts';

export const insertWithdrawal = (trx: Db, row: WithdrawalsTable) => trx.insertInto('withdrawals').values(row).execute();

export const findWithdrawal = (db: Db, id: string) =>
  db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

/** Compare-and-swap of a withdrawal's status; false when another request moved it first. */
export const changeWithdrawalStatus = (trx: Db, id: string, from: WithdrawalStatus[], to: WithdrawalStatus) =>
  changedOne(
    trx
      .updateTable('withdrawals')
      .set({ status: to, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', from),
  );

/** Records one person's approval; false when they had approved already (it counts once). */
export async function addApproval(trx: Db, withdrawalId: string, userId: string) {
  const result = await trx
    .insertInto('withdrawal_approvals')
    .values({ withdrawal_id: withdrawalId, user_id: userId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['withdrawal_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function countApprovals(db: Db, withdrawalId: string) {
  const row = await db
    .selectFrom('withdrawal_approvals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Withdrawals waiting for a reviewer (D-204), oldest first, with their fundraiser's code and title. */
export const listAwaitingReview = (db: Db) =>
  db
    .selectFrom('withdrawals as w')
    .innerJoin('fundraisers as f', 'f.id', 'w.fundraiser_id')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    .select([
      'w.id',
      'w.amount_minor',
      'w.fee_minor',
      'w.purpose',
      'w.status',
      'w.created_at',
      'f.short_code',
      'f.user_id as owner_id',
      'd.title',
    ])
    .where('w.review_needed', '=', 1)
    .where('w.reviewed_at', 'is', null)
    .where('w.status', 'in', ['requested', 'approved'])
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();

/** A reviewer's approval, once: false when it was reviewed, refused or taken back meanwhile. */
export const markReviewed = (trx: Db, id: string, reviewerId: string) =>
  changedOne(
    trx
      .updateTable('withdrawals')
      .set({ reviewed_by: reviewerId, reviewed_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', id)
      .where('review_needed', '=', 1)
      .where('reviewed_at', 'is', null)
      .where('status', 'in', ['requested', 'approved']),
  );

/**
 * A refusal before it is sent, once, with its reason and who refused it: a reviewer (also recorded
 * as its review) or a treasurer (D-244).
 */
export const markRejected = (
  trx: Db,
  id: string,
  reason: string,
  by: { userId: string; as: 'reviewer' | 'treasurer' },
) =>
  changedOne(
    trx
      .updateTable('withdrawals')
      .set({
        status: 'rejected',
        rejection_reason: reason,
        rejected_by: by.userId,
        rejected_as: by.as,
        ...(by.as === 'reviewer' && { reviewed_by: by.userId, reviewed_at: nowIso() }),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .where('status', 'in', [...REFUSABLE_STATUSES]),
  );

/** A fundraiser's withdrawals, newest first (its money screen). */
export const listWithdrawalsOf = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('withdrawals')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Per withdrawal of a fundraiser: who approved it and when, in the order they did. */
export async function approvalsOf(db: Db, fundraiserId: string) {
  const rows = await db
    .selectFrom('withdrawal_approvals as a')
    .innerJoin('withdrawals as w', 'w.id', 'a.withdrawal_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.withdrawal_id', 'a.user_id', 'a.created_at', 'u.firstname', 'u.lastname'])
    .where('w.fundraiser_id', '=', fundraiserId)
    .orderBy('a.created_at')
    .execute();
  const byWithdrawal = new Map<string, typeof rows>();
  for (const row of rows) byWithdrawal.set(row.withdrawal_id, [...(byWithdrawal.get(row.withdrawal_id) ?? []), row]);
  return byWithdrawal;
}
