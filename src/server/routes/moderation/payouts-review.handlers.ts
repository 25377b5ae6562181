import { PAYOUTS_REVIEW_MSG } from '#shared/schemas/payouts-review.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as review from '../../money/out/payouts/payouts-review.ts';
import { askUtilityBalance } from '../../money/out/payouts/utility-balance.ts';
import { findByShortCodeOr404 } from '../fundraisers/ownership.ts';
import type * as R from './payouts-review.routes.ts';

export const payoutsReview =
  (deps: Deps): Handler<typeof R.payoutsReview> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await review.payoutsReview(deps) }, 200);
  };

export const resumePayouts =
  (deps: Deps): Handler<typeof R.resumePayouts> =>
  async (c) => {
    await review.resumePayouts(deps, c.get('user').id);
    return c.json({ message: PAYOUTS_REVIEW_MSG.resumed }, 200);
  };

export const askBalance =
  (deps: Deps): Handler<typeof R.askBalance> =>
  async (c) => {
    await askUtilityBalance(deps);
    return c.json({ message: PAYOUTS_REVIEW_MSG.balanceAsked }, 202);
  };

export const acceptPayoutName =
  (deps: Deps): Handler<typeof R.acceptPayoutName> =>
  async (c) => {
    await review.acceptPayoutName(deps, await findByShortCodeOr404(deps, c.req.valid('param').short_code));
    return c.json({ message: PAYOUTS_REVIEW_MSG.nameAccepted }, 200);
  };
