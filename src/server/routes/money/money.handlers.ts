import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import { moneyOf } from '../../money/ledger/ledger.ts';
import { moneyFundraiserOr4xx } from '../../money/access.ts';
import type * as R from './money.routes.ts';

/** The owner's and reviewers' view of a fundraiser's money (D-199); 403 for anyone else. */
export const getMoney =
  (deps: Deps): Handler<typeof R.getMoney> =>
  async (c) => {
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await moneyOf(deps.db, fundraiser.id) }, 200);
  };
