import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { moneyOf } from '../../services/money/balance.ts';
import { findByShortCodeOr404 } from '../fundraisers/ownership.ts';
import type * as R from './money.routes.ts';

/** The owner's and reviewers' view of a fundraiser's money (D-199); 403 for anyone else. */
export const getMoney =
  (deps: Deps): Handler<typeof R.getMoney> =>
  async (c) => {
    const fundraiser = await findByShortCodeOr404(deps, c.req.valid('param').short_code);
    const user = c.get('user');
    if (fundraiser.user_id !== user.id && user.role !== 'reviewer') throw new ApiError(403, MSG.forbidden);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await moneyOf(deps.db, fundraiser.id) }, 200);
  };
