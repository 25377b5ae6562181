import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { findPayoutByToken } from '../../db/repositories/payouts.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { takeDarajaPost } from '../../lib/daraja-callback.ts';
import { payoutAnswerArrived } from '../../money/out/payouts/payout-callbacks.ts';
import { balanceAnswerArrived, isBalanceToken } from '../../money/out/payouts/utility-balance.ts';
import { paidWithdrawalsOf } from '../../money/out/paid-withdrawals.ts';
import { findFundraiserByShortCode } from '../../db/repositories/fundraisers.repository.ts';
import { showsUpdates } from '../../services/fundraiser-updates/updates.ts';
import type * as R from './payouts.routes.ts';

export const callback =
  (deps: Deps): Handler<typeof R.callback> =>
  async (c) => {
    const { token, kind } = c.req.valid('param');
    await takeDarajaPost(
      c,
      token,
      (hash) => findPayoutByToken(deps.db, hash),
      (payout, body) => payoutAnswerArrived(deps, payout, kind, body),
    );
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' }, 200);
  };

export const balanceCallback =
  (deps: Deps): Handler<typeof R.balanceCallback> =>
  async (c) => {
    const { token, kind } = c.req.valid('param');
    if (!isBalanceToken(deps, token)) throw new ApiError(404, MSG.notFound);
    if (kind === 'result') await balanceAnswerArrived(deps, await c.req.json().catch(() => null));
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' }, 200);
  };

export const paidList =
  (deps: Deps): Handler<typeof R.paidList> =>
  async (c) => {
    // A fundraiser anyone can see (live or closed, as its updates), or none at all.
    const fundraiser = await findFundraiserByShortCode(deps.db, c.req.valid('param').short_code);
    if (!fundraiser || !showsUpdates(fundraiser)) throw new ApiError(404, MSG.fundraiserNotFound);
    const data = await paidWithdrawalsOf(deps.db, fundraiser.id);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data }, 200);
  };
