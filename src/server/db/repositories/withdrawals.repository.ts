import type { WithdrawalStatus } from '#shared/schemas/withdrawal.schema.ts';
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
