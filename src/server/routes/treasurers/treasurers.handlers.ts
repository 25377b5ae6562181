import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as treasurers from '../../money/out/treasurers.ts';
import { treasurershipsOf } from '../../money/out/treasurerships.ts';
import * as changes from '../../money/out/treasurer-changes.ts';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
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
    const made = await treasurers.inviteTreasurer(deps, fundraiser, user, c.req.valid('json').email_address);
    if (made.kind === 'done') return c.json({ message: TREASURER_MSG.invited, data: made.data }, 201);
    return c.json({ message: TREASURER_MSG.changeRequested, data: await askedChange(deps, fundraiser.id, user) }, 202);
  };

export const listTreasurers =
  (deps: Deps): Handler<typeof R.listTreasurers> =>
  async (c) => {
    // Those who see the money see who approves it.
    const fundraiser = await moneyFundraiserOr4xx(deps, c.req.valid('param').short_code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    const user = c.get('user');
    return c.json(
      {
        data: await treasurers.listTreasurers(deps.db, fundraiser.id),
        needs_approval: await treasurers.changesNeedApproval(deps.db, fundraiser.id),
        change: await changes.openChangeView(deps.db, fundraiser.id, user.id),
      },
      200,
    );
  };

export const removeTreasurer =
  (deps: Deps): Handler<typeof R.removeTreasurer> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const user = c.get('user');
    const fundraiser = await ownFundraiser(deps, short_code, user);
    const made = await treasurers.removeTreasurer(deps, fundraiser, user, id);
    if (made.kind === 'done') return c.json({ message: made.message }, 200);
    return c.json({ message: TREASURER_MSG.changeRequested, data: await askedChange(deps, fundraiser.id, user) }, 202);
  };

/** The change just asked for, as its owner sees it. */
const askedChange = async (deps: Deps, fundraiserId: string, user: UserRow) =>
  (await changes.openChangeView(deps.db, fundraiserId, user.id))!;

export const sendChangeCode =
  (deps: Deps): Handler<typeof R.sendChangeCode> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const user = c.get('user');
    const fundraiser = await moneyFundraiserOr4xx(deps, short_code, user);
    await changes.sendChangeCode(deps, fundraiser, id, user);
    return c.json({ message: WITHDRAWAL_MSG.approvalCodeSent }, 202);
  };

export const approveChange =
  (deps: Deps): Handler<typeof R.approveChange> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const user = c.get('user');
    const fundraiser = await moneyFundraiserOr4xx(deps, short_code, user);
    return c.json({ message: await changes.approveChange(deps, fundraiser, id, user, c.req.valid('json').code) }, 200);
  };

export const cancelChange =
  (deps: Deps): Handler<typeof R.cancelChange> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const fundraiser = await ownFundraiser(deps, short_code, c.get('user'));
    return c.json({ message: await changes.cancelChange(deps, fundraiser, id) }, 200);
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
