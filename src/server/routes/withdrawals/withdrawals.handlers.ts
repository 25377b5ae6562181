import { MSG } from '#shared/messages.ts';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import { countApprovals, findWithdrawal } from '../../db/repositories/withdrawals.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { fingerprintOf, idempotent } from '../../lib/idempotency.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as approvals from '../../money/out/approvals.ts';
import * as withdrawals from '../../money/out/withdrawals.ts';
import { moneyFundraiserOr4xx, seesMoney } from '../../money/access.ts';
import { payoutsOf } from '../../db/repositories/payouts.repository.ts';
import type * as R from './withdrawals.routes.ts';

/** A withdrawal and its fundraiser, for someone who may see its money (404 for anyone else too). */
async function withdrawalOr404(deps: Deps, id: string, user: UserRow) {
  const withdrawal = await findWithdrawal(deps.db, id);
  const fundraiser = withdrawal && (await findFundraiserById(deps.db, withdrawal.fundraiser_id));
  // Someone who may not see it is not told it exists.
  if (!withdrawal || !fundraiser || !(await seesMoney(deps.db, fundraiser, user)))
    throw new ApiError(404, WITHDRAWAL_MSG.notFound);
  return { withdrawal, fundraiser };
}

/** The withdrawal as it is now, with its approvals counted. */
async function viewOf(deps: Deps, id: string) {
  const row = (await findWithdrawal(deps.db, id))!;
  return withdrawals.toWithdrawal(row, await countApprovals(deps.db, id), await payoutsOf(deps.db, [id]));
}

export const requestWithdrawal =
  (deps: Deps): Handler<typeof R.requestWithdrawal> =>
  async (c) => {
    const user = c.get('user');
    // Only the owner asks for the money; treasurers and reviewers approve (D-200).
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, user, 'manage');
    const request = c.req.valid('json');
    const fingerprint = fingerprintOf({ fundraiser: fundraiser.id, ...request });
    return idempotent(c, deps, { route: 'request-withdrawal', fingerprint }, (claim) =>
      withdrawals.requestWithdrawal(deps, fundraiser, user, request, claim),
    );
  };

export const getWithdrawal =
  (deps: Deps): Handler<typeof R.getWithdrawal> =>
  async (c) => {
    const { withdrawal } = await withdrawalOr404(deps, c.req.valid('param').id, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await viewOf(deps, withdrawal.id) }, 200);
  };

export const cancelWithdrawal =
  (deps: Deps): Handler<typeof R.cancelWithdrawal> =>
  async (c) => {
    const user = c.get('user');
    const { withdrawal } = await withdrawalOr404(deps, c.req.valid('param').id, user);
    if (withdrawal.requested_by !== user.id) throw new ApiError(403, MSG.forbidden);
    await withdrawals.cancelWithdrawal(deps, withdrawal);
    return c.json({ message: WITHDRAWAL_MSG.cancelled, data: await viewOf(deps, withdrawal.id) }, 200);
  };

export const sendApprovalCode =
  (deps: Deps): Handler<typeof R.sendApprovalCode> =>
  async (c) => {
    const user = c.get('user');
    const { withdrawal, fundraiser } = await withdrawalOr404(deps, c.req.valid('param').id, user);
    await approvals.sendApprovalCode(deps, fundraiser, withdrawal, user);
    return c.json({ message: WITHDRAWAL_MSG.approvalCodeSent }, 202);
  };

export const confirmApproval =
  (deps: Deps): Handler<typeof R.confirmApproval> =>
  async (c) => {
    const user = c.get('user');
    const { withdrawal, fundraiser } = await withdrawalOr404(deps, c.req.valid('param').id, user);
    await approvals.confirmApproval(deps, fundraiser, withdrawal, user, c.req.valid('json').code);
    return c.json({ message: WITHDRAWAL_MSG.approved, data: await viewOf(deps, withdrawal.id) }, 200);
  };

export const rejectWithdrawal =
  (deps: Deps): Handler<typeof R.rejectWithdrawal> =>
  async (c) => {
    const user = c.get('user');
    const { withdrawal, fundraiser } = await withdrawalOr404(deps, c.req.valid('param').id, user);
    await approvals.refuseWithdrawal(deps, fundraiser, withdrawal, user, c.req.valid('json').reason);
    return c.json({ message: WITHDRAWAL_MSG.refused, data: await viewOf(deps, withdrawal.id) }, 200);
  };
