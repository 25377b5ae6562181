import { DESTINATION_MSG } from '#shared/schemas/payout-destination.schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as payoutDestination from '../../money/out/payout-destination.ts';
import { moneyFundraiserOr4xx } from '../../money/access.ts';
import type * as R from './payout-destination.routes.ts';

/** Only the owner decides where the money goes (D-203). */
const ownFundraiser = (deps: Deps, shortCode: string, user: UserRow) =>
  moneyFundraiserOr4xx(deps, shortCode, user, 'manage');

export const getDestination =
  (deps: Deps): Handler<typeof R.getDestination> =>
  async (c) => {
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      { data: await payoutDestination.destinationView(deps.db, fundraiser.id, deps.env.PAYOUT_COOLING_HOURS) },
      200,
    );
  };

export const setDestination =
  (deps: Deps): Handler<typeof R.setDestination> =>
  async (c) => {
    const user = c.get('user');
    const fundraiser = await ownFundraiser(deps, c.req.valid('param').short_code, user);
    await payoutDestination.requestDestinationChange(c, deps, fundraiser, user, c.req.valid('json'));
    const data = await payoutDestination.destinationView(deps.db, fundraiser.id, deps.env.PAYOUT_COOLING_HOURS);
    return c.json({ message: DESTINATION_MSG.codeSent, data }, 202);
  };

export const confirmDestination =
  (deps: Deps): Handler<typeof R.confirmDestination> =>
  async (c) => {
    const user = c.get('user');
    const fundraiser = await ownFundraiser(deps, c.req.valid('param').short_code, user);
    await payoutDestination.confirmDestinationChange(deps, fundraiser, user, c.req.valid('json').code);
    const data = await payoutDestination.destinationView(deps.db, fundraiser.id, deps.env.PAYOUT_COOLING_HOURS);
    return c.json({ message: DESTINATION_MSG.changed, data }, 200);
  };
