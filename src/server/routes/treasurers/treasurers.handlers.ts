import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as treasurers from '../../money/out/treasurers.ts';
import { treasurershipsOf } from '../../money/out/treasurerships.ts';
import { moneyFundraiserOr4xx } from '../../money/access.ts';
import type * as R from './treasurers.routes.ts';

/** Only the owner chooses the treasurers (D-205). */
const ownFundraiser = (deps: Deps, shortCode: string, user: UserRow) =>
  moneyFundraiserOr4xx(deps, shortCode, user, 'manage');

export const inviteTreasurer =
  (deps: Deps): Handler<typeof R.inviteTreasurer> =>
  async (c) => {
    const user = c.get('user');
    const fundraiser = await ownFundraiser(deps, c.req.valid('param').short_code, user);
    const data = await treasurers.inviteTreasurer(deps, fundraiser, user, c.req.valid('json').email_address);
    return c.json({ message: TREASURER_MSG.invited, data }, 201);
  };

export const listTreasurers =
  (deps: Deps): Handler<typeof R.listTreasurers> =>
  async (c) => {
    // Those who see the money see who approves it.
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    const data = await treasurers.listTreasurers(deps.db, fundraiser.id);
    return c.json({ data, locked: await treasurers.treasurersLocked(deps.db, fundraiser.id, data) }, 200);
  };

export const removeTreasurer =
  (deps: Deps): Handler<typeof R.removeTreasurer> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const fundraiser = await ownFundraiser(deps, short_code, c.get('user'));
    return c.json({ message: await treasurers.removeTreasurer(deps, fundraiser, id) }, 200);
  };

export const acceptInvitation =
  (deps: Deps): Handler<typeof R.acceptInvitation> =>
  async (c) => {
    const data = await treasurers.acceptInvitation(c, deps, c.get('user'), c.req.valid('json').token);
    return c.json({ message: TREASURER_MSG.accepted, data }, 200);
  };

export const previewInvitation =
  (deps: Deps): Handler<typeof R.previewInvitation> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await treasurers.previewInvitation(c, deps, c.req.valid('json').token) }, 200);
  };

export const myTreasurerships =
  (deps: Deps): Handler<typeof R.myTreasurerships> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await treasurershipsOf(deps.db, c.get('user').id) }, 200);
  };
