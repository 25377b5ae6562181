import { MSG } from '#shared/messages.ts';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { FundraiserRow, UserRow } from '../db/schema.ts';
import { activeTreasurerIds } from '../db/repositories/treasurers.repository.ts';
import { ApiError } from '../lib/http-error.ts';
import { findByShortCodeOr404 } from '../routes/fundraisers/ownership.ts';

// Who may see and move a fundraiser's money (D-199, D-205, D-233, D-237, D-243), in one place: a
// person's role on the fundraiser, and what each role may do with its money. Every money route
// asks here. Who approves or confirms a given withdrawal or cash entry (the two-person rule) is the
// rule of that flow (out/approvals.ts, cash-book/who.ts), asked after this.

export type MoneyRole = 'owner' | 'treasurer' | 'reviewer';

const RIGHTS = {
  /** The balance, the withdrawals and their payouts. */
  see: ['owner', 'treasurer', 'reviewer'],
  /** The pledges with their pledgers (masked) and reminders. */
  seePledges: ['owner', 'treasurer'],
  /** Record in the cash book and confirm a second person's entries. */
  keepCashBook: ['owner', 'treasurer'],
  /** Ask for a withdrawal, set where the money goes, invite treasurers. */
  manage: ['owner'],
  /** Refuse a withdrawal with a reason before it is sent (the owner cancels their own instead). */
  refuseWithdrawal: ['treasurer'],
  /** Give a gift back, or refuse to, when its donor asks after the first day (D-256). */
  decideRefunds: ['owner', 'treasurer'],
} as const satisfies Record<string, readonly MoneyRole[]>;

export type MoneyRight = keyof typeof RIGHTS;

export interface MoneyAccess {
  fundraiser: FundraiserRow;
  role: MoneyRole | null;
  /** The active treasurers' account ids, read once for the request. */
  treasurers: string[];
}

/** The person's role: the owner first, then an active treasurer, then a reviewer; null for anyone else. */
export async function moneyAccessOf(db: Db, fundraiser: FundraiserRow, user: UserRow): Promise<MoneyAccess> {
  const treasurers = await activeTreasurerIds(db, fundraiser.id);
  const role =
    fundraiser.user_id === user.id
      ? 'owner'
      : treasurers.includes(user.id)
        ? 'treasurer'
        : user.role === 'reviewer'
          ? 'reviewer'
          : null;
  return { fundraiser, role, treasurers };
}

export const may = (access: Pick<MoneyAccess, 'role'>, right: MoneyRight) =>
  access.role !== null && (RIGHTS[right] as readonly MoneyRole[]).includes(access.role);

/** The access when it carries `right`, else 403. */
export async function accessOr403(db: Db, fundraiser: FundraiserRow, user: UserRow, right: MoneyRight) {
  const access = await moneyAccessOf(db, fundraiser, user);
  if (!may(access, right)) throw new ApiError(403, MSG.forbidden);
  return access;
}

/** Whether the person may see the fundraiser's money. */
export const seesMoney = async (db: Db, fundraiser: FundraiserRow, user: UserRow) =>
  may(await moneyAccessOf(db, fundraiser, user), 'see');

/** The fundraiser by its short code, for someone with `right` on its money (404, else 403). */
export async function moneyFundraiserOr4xx(deps: Deps, shortCode: string, user: UserRow, right: MoneyRight = 'see') {
  const fundraiser = await findByShortCodeOr404(deps, shortCode);
  return (await accessOr403(deps.db, fundraiser, user, right)).fundraiser;
}

/**
 * The two-person rule, once (D-205, D-237): why `userId` may not approve what `actorId` started, or
 * null when they may. The actor never approves their own (`own` says so), unless they are the one
 * approver there is (`actorMayApprove`); anyone who is not among `approvers` is refused.
 */
export function secondPersonRefusal(
  approvers: string[],
  actorId: string,
  userId: string,
  own: string,
  actorMayApprove = false,
) {
  if (!actorMayApprove && userId === actorId) return own;
  return approvers.includes(userId) ? null : MSG.forbidden;
}
