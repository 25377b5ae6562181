import { TREASURER_MSG, TREASURERS, type Treasurer } from '#shared/schemas/treasurer.schema.ts';
import type { Context } from 'hono';
import type { Deps } from '../../deps.ts';
import { wrongTries } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import * as treasurers from '../../db/repositories/treasurers.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { insertInvitation, mailInvitation } from './treasurer-invitations.ts';
import { noOpenChangeOr409, requestChange } from './treasurer-changes.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { sha256 } from '../../lib/secrets.ts';
import { isPast } from '../../lib/time.ts';
import { fullName } from '../../lib/serializers.ts';
import { forgetReview } from '../../services/review.ts';
import { moneyOf } from '../ledger/ledger.ts';

// A fundraiser's treasurers (D-205): the owner invites up to three by e-mail; the account of that
// address accepts with a verified e-mail and phone; they approve withdrawals by a majority. While
// the fundraiser holds money, who approves changes only with that majority (D-255).

type StandingRow = Awaited<ReturnType<typeof treasurers.listStanding>>[number];

const toTreasurer = (row: StandingRow): Treasurer => ({
  id: row.id,
  email_address: row.email_address,
  name:
    row.accepted_at && row.firstname !== null ? fullName({ firstname: row.firstname, lastname: row.lastname! }) : null,
  status: row.accepted_at ? 'active' : 'invited',
  invited_at: row.invited_at,
  accepted_at: row.accepted_at,
  expires_at: row.accepted_at ? null : row.expires_at,
});

export const listTreasurers = async (db: Db, fundraiserId: string) =>
  (await treasurers.listStanding(db, fundraiserId)).map(toTreasurer);

/**
 * Whether a change of treasurers now needs their majority (D-255): an active treasurer and money
 * held. The one rule the invitation, the removal and the list (what the screen says) all ask.
 */
export async function changesNeedApproval(db: Db, fundraiserId: string) {
  if ((await treasurers.activeTreasurerIds(db, fundraiserId)).length === 0) return false;
  const money = await moneyOf(db, fundraiserId);
  // Held, not only available: money in escrow becomes available on its own a few days later.
  return money.held + money.available + money.blocked > 0;
}

/** The treasurers' texts asking for their approval leave now, not at the outbox's next look. */
function asked(deps: Deps, changeId: string) {
  deps.sms.wake();
  return { kind: 'asked' as const, changeId };
}

export type TreasurerRequest = { kind: 'done'; data: Treasurer } | { kind: 'asked'; changeId: string };

/**
 * Invites `email` and e-mails them the link, or, while changes need the treasurers' approval, asks
 * them (D-255). Under the fundraiser's lock so the limit of three holds when invitations are sent
 * together; an expired invitation to the same address is replaced.
 */
export async function inviteTreasurer(
  deps: Deps,
  fundraiser: FundraiserRow,
  owner: UserRow,
  email: string,
): Promise<TreasurerRequest> {
  if (email === owner.email_address.toLowerCase()) throw fieldError('email_address', TREASURER_MSG.ownAddress);
  const made = await deps.db.transaction().execute(async (trx) => {
    await treasurers.lockTreasurers(trx, fundraiser.id);
    const standing = await treasurers.listStanding(trx, fundraiser.id);
    const same = standing.find((row) => row.email_address === email);
    if (same && (same.accepted_at || !isPast(same.expires_at)))
      throw fieldError('email_address', TREASURER_MSG.duplicate, 409);
    if (standing.filter((row) => row !== same).length >= TREASURERS.max)
      throw fieldError('email_address', TREASURER_MSG.tooMany, 409);
    await noOpenChangeOr409(trx, fundraiser.id);
    if (await changesNeedApproval(trx, fundraiser.id)) {
      const change = { kind: 'add' as const, email_address: email, treasurer_id: null, who: email };
      return { changeId: await requestChange(trx, deps, fundraiser, owner, change) };
    }
    return { token: await insertInvitation(trx, fundraiser.id, owner.id, email) };
  });
  if (made.changeId) return asked(deps, made.changeId);
  await mailInvitation(deps, fundraiser, owner, email, made.token!);
  const data = (await listTreasurers(deps.db, fundraiser.id)).find((t) => t.email_address === email)!;
  return { kind: 'done', data };
}

/** An invitation still open, by its token; wrong tokens count against the client's address. */
async function openInvitation(c: Context, deps: Deps, token: string) {
  const row = await wrongTries(c, deps, 'treasurerInvitation', async () => {
    const found = await treasurers.findByTokenHash(deps.db, sha256(token));
    return found && !found.removed_at && !found.accepted_at ? found : null;
  });
  if (!row) throw new ApiError(404, TREASURER_MSG.invalidToken);
  if (isPast(row.expires_at)) throw new ApiError(409, TREASURER_MSG.expiredToken);
  return row;
}

/** What the invitation is for, before anyone signs in: nothing is accepted by reading it. */
export async function previewInvitation(c: Context, deps: Deps, token: string) {
  const row = await openInvitation(c, deps, token);
  const fundraiser = await findFundraiserById(deps.db, row.fundraiser_id);
  const owner = fundraiser && (await findUserById(deps.db, fundraiser.user_id));
  if (!fundraiser || !owner) throw new ApiError(404, TREASURER_MSG.invalidToken);
  return {
    short_code: fundraiser.short_code,
    title: (await findDetails(deps.db, fundraiser.id))?.title ?? null,
    organiser: fullName(owner),
    email_address: row.email_address,
  };
}

/** The signed-in account takes the invitation: its address, verified, with a verified phone. */
export async function acceptInvitation(c: Context, deps: Deps, user: UserRow, token: string) {
  const row = await openInvitation(c, deps, token);
  const fundraiser = await findFundraiserById(deps.db, row.fundraiser_id);
  if (!fundraiser) throw new ApiError(404, TREASURER_MSG.invalidToken);
  if (fundraiser.user_id === user.id) throw new ApiError(409, TREASURER_MSG.ownFundraiser);
  // The owner chose a person by their address: a forwarded link does not make someone else treasurer.
  if (user.email_address.toLowerCase() !== row.email_address) throw new ApiError(409, TREASURER_MSG.otherAddress);
  if (!user.is_verified) throw new ApiError(409, TREASURER_MSG.verifyEmail);
  if (!user.phone || !user.phone_verified_at) throw new ApiError(409, TREASURER_MSG.verifyPhone);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await treasurers.lockTreasurers(trx, fundraiser.id);
      // Two approvals from one phone are one person's (D-205): a second account verified with the
      // owner's or a treasurer's number approves nothing here.
      if ((await treasurers.approverPhones(trx, fundraiser.id, fundraiser.user_id)).includes(user.phone))
        throw new ApiError(409, TREASURER_MSG.samePhone);
      if (!(await treasurers.markAccepted(trx, row.id, user.id))) throw new ApiError(404, TREASURER_MSG.invalidToken);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, TREASURER_MSG.duplicate);
    throw err;
  }
  forgetReview(fundraiser.short_code);
  return { short_code: fundraiser.short_code, title: (await findDetails(deps.db, fundraiser.id))?.title ?? null };
}

/**
 * Revokes an invitation at once; removes an active treasurer at once while changes need no approval,
 * else asks the treasurers (D-255).
 */
export async function removeTreasurer(deps: Deps, fundraiser: FundraiserRow, owner: UserRow, id: string) {
  // Under the lock, so an invitation accepted meanwhile is judged as the membership it became.
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await treasurers.lockTreasurers(trx, fundraiser.id);
    const row = await treasurers.findStanding(trx, fundraiser.id, id);
    if (!row) throw new ApiError(404, TREASURER_MSG.notFound);
    if (row.accepted_at) await noOpenChangeOr409(trx, fundraiser.id);
    if (row.accepted_at && (await changesNeedApproval(trx, fundraiser.id))) {
      const name = row.user_id ? await findUserById(trx, row.user_id) : undefined;
      const who = name ? fullName(name) : row.email_address;
      const change = { kind: 'remove' as const, email_address: row.email_address, treasurer_id: row.id, who };
      return { changeId: await requestChange(trx, deps, fundraiser, owner, change) };
    }
    await treasurers.markRemoved(trx, row.id);
    return { removed: Boolean(row.accepted_at) };
  });
  if (outcome.changeId) return asked(deps, outcome.changeId);
  if (outcome.removed) forgetReview(fundraiser.short_code);
  return { kind: 'done' as const, message: outcome.removed ? TREASURER_MSG.removed : TREASURER_MSG.revoked };
}
