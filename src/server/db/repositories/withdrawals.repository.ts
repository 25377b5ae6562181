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
