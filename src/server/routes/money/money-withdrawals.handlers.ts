import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import { approvalsOf, listWithdrawalsOf } from '../../db/repositories/withdrawals.repository.ts';
import { toWithdrawal } from '../../services/money/withdrawals.ts';
import { moneyFundraiserOr4xx } from './access.ts';
import type * as R from './money-withdrawals.routes.ts';

/** Every withdrawal of a fundraiser for the money screen: one read for the list, one for the approvals. */
export const listWithdrawals =
  (deps: Deps): Handler<typeof R.listWithdrawals> =>
  async (c) => {
    const user = c.get('user');
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, user);
    const [rows, approvals] = await Promise.all([
      listWithdrawalsOf(deps.db, fundraiser.id),
      approvalsOf(deps.db, fundraiser.id, user.id),
    ]);
    const data = rows.map((row) => {
      const approved = approvals.get(row.id);
      return {
        ...toWithdrawal(row, approved?.count ?? 0),
        approved_by_me: approved?.mine ?? false,
        requested_by_me: row.requested_by === user.id,
      };
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  };
