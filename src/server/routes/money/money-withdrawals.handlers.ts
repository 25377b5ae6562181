import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import { approvalsOf, listWithdrawalsOf } from '../../db/repositories/withdrawals.repository.ts';
import { toWithdrawal } from '../../money/out/withdrawals.ts';
import { approvalRefusal } from '../../money/out/approvers.ts';
import { payoutsOf } from '../../db/repositories/payouts.repository.ts';
import { namesOf } from '../../db/repositories/users.repository.ts';
import { fullName } from '../../lib/serializers.ts';
import { may, moneyAccessOf, moneyFundraiserOr4xx } from '../../money/access.ts';
import { REFUSABLE_STATUSES } from '#shared/schemas/withdrawal.schema.ts';
import type * as R from './money-withdrawals.routes.ts';

/** Every withdrawal of a fundraiser for the money screen, with what the signed-in person may do with each. */
export const listWithdrawals =
  (deps: Deps): Handler<typeof R.listWithdrawals> =>
  async (c) => {
    const user = c.get('user');
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, user);
    const access = await moneyAccessOf(deps.db, fundraiser, user);
    const { treasurers } = access;
    const alone = treasurers.length === 0;
    const approverIds = alone ? [fundraiser.user_id] : treasurers;
    const [rows, approvals, names] = await Promise.all([
      listWithdrawalsOf(deps.db, fundraiser.id),
      approvalsOf(deps.db, fundraiser.id),
      namesOf(deps.db, approverIds),
    ]);
    const payouts = await payoutsOf(
      deps.db,
      rows.map((r) => r.id),
    );
    // The screen offers only what the server would take (approvals.ts decides), since a refusal
    // (403) would end the session in the app.
    const data = rows.map((row) => {
      const done = approvals.get(row.id) ?? [];
      const approvedBy = (id: string) => done.some((a) => a.user_id === id);
      // Who approved and when, then who may still approve while it waits: the whole committee sees
      // who is missing.
      const waitingFor =
        row.status === 'requested'
          ? approverIds.filter((id) => !approvedBy(id) && approvalRefusal(fundraiser, treasurers, row, id) === null)
          : [];
      return {
        ...toWithdrawal(row, done.length, payouts),
        approvers: [
          ...done.map((a) => ({ name: fullName(a), approved_at: a.created_at })),
          ...waitingFor.map((id) => ({ name: names.get(id) ?? '', approved_at: null })),
        ],
        approved_by_me: approvedBy(user.id),
        requested_by_me: row.requested_by === user.id,
        can_approve:
          row.status === 'requested' &&
          !approvedBy(user.id) &&
          approvalRefusal(fundraiser, treasurers, row, user.id) === null,
        can_refuse: (REFUSABLE_STATUSES as readonly string[]).includes(row.status) && may(access, 'refuseWithdrawal'),
      };
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  };
