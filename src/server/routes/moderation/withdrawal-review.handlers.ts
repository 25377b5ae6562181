import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as review from '../../money/out/withdrawal-review.ts';
import type * as R from './withdrawal-review.routes.ts';

export const awaitingReview =
  (deps: Deps): Handler<typeof R.awaitingReview> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await review.listAwaitingReview(deps) }, 200);
  };

export const approveWithdrawal =
  (deps: Deps): Handler<typeof R.approveWithdrawal> =>
  async (c) => {
    await review.approveWithdrawal(deps, c.req.valid('param').id, c.get('user').id);
    return c.json({ message: WITHDRAWAL_MSG.reviewed }, 200);
  };

export const rejectWithdrawal =
  (deps: Deps): Handler<typeof R.rejectWithdrawal> =>
  async (c) => {
    await review.rejectWithdrawal(deps, c.req.valid('param').id, c.get('user').id, c.req.valid('json').reason);
    return c.json({ message: WITHDRAWAL_MSG.rejected }, 200);
  };
