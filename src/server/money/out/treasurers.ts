import { TREASURER_MSG, TREASURERS, type Treasurer } from '#shared/schemas/treasurer.schema.ts';
import type { Context } from 'hono';
import type { Deps } from '../../deps.ts';
import { wrongTries } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import * as treasurers from '../../db/repositories/treasurers.repository.ts';
import { findUserByEmail, findUserById } from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { newId, newToken, sha256 } from '../../lib/secrets.ts';
import { isoIn, isPast, nowIso } from '../../lib/time.ts';
import { fullName } from '../../lib/serializers.ts';
import { greeted, mailTexts } from '../../mail-texts/index.ts';
import { forgetReview } from '../../services/review.ts';
import { moneyOf } from '../ledger/ledger.ts';

// A fundraiser's treasurers (D-205): the owner invites up to three by e-mail; the account of that
// address accepts with a verified e-mail and phone; they approve withdrawals by a majority. Who
// approves cannot change while the fundraiser holds money (D-206).

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
 * Whether the approvers are fixed for now (D-206): an active treasurer and money held. Then neither
 * a removal of an active treasurer nor a new invitation is taken (the refusals below), so neither is
 * offered.
 */
export const treasurersLocked = async (db: Db, fundraiserId: string, list: Treasurer[]) =>
  list.some((row) => row.status === 'active') && (await holdsMoney(db, fundraiserId));

/** Money that is the fundraiser's and not yet paid out: in escrow, available or set aside. */
async function holdsMoney(db: Db, fundraiserId: string) {
  const money = await moneyOf(db, fundraiserId);
  return money.held + money.available + money.blocked > 0;
}

/**
 * Invites `email` and e-mails them the link. Under the fundraiser's lock so the limit of three holds
 * when invitations are sent together; an expired invitation to the same address is replaced.
 */
export async function inviteTreasurer(deps: Deps, fundraiser: FundraiserRow, owner: UserRow, email: string) {
  if (email === owner.email_address.toLowerCase()) throw fieldError('email_address', TREASURER_MSG.ownAddress);
  const token = newToken();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await treasurers.lockTreasurers(trx, fundraiser.id);
    const standing = await treasurers.listStanding(trx, fundraiser.id);
    const same = standing.find((row) => row.email_address === email);
    if (same && (same.accepted_at || !isPast(same.expires_at)))
      throw fieldError('email_address', TREASURER_MSG.duplicate, 409);
    if (same) await treasurers.markRemoved(trx, same.id);
    const others = standing.filter((row) => row !== same);
    if (others.length >= TREASURERS.max) throw fieldError('email_address', TREASURER_MSG.tooMany, 409);
    // A new approver while money is held would change its majority (D-206).
    if (others.some((row) => row.accepted_at) && (await holdsMoney(trx, fundraiser.id)))
      throw new ApiError(409, TREASURER_MSG.changeWhileHolding);
    await treasurers.insertTreasurer(trx, {
      id,
      fundraiser_id: fundraiser.id,
      email_address: email,
      token_hash: sha256(token),
      expires_at: isoIn(TREASURERS.invitationDays * 24 * 3600),
      invited_by: owner.id,
      invited_at: nowIso(),
      user_id: null,
      accepted_at: null,
      removed_at: null,
    });
  });
  await mailInvitation(deps, fundraiser, owner, email, token);
  return (await listTreasurers(deps.db, fundraiser.id)).find((t) => t.id === id)!;
}

/** In the invitee's language when they have an account, else the organiser's. */
async function mailInvitation(deps: Deps, fundraiser: FundraiserRow, owner: UserRow, email: string, token: string) {
  const invitee = await findUserByEmail(deps.db, email);
  const texts = mailTexts(invitee?.language ?? owner.language);
  const title = (await findDetails(deps.db, fundraiser.id))?.title ?? fundraiser.short_code;
  // Never built from the request's Host: a forged Host would mail a live token to another site.
  const link = `${deps.env.PUBLIC_URL}/treasurer-invitations/accept?token=${token}`;
  const organiser = fullName(owner);
  const lines = texts.treasurerInvitation.lines(organiser, title, link, String(TREASURERS.invitationDays));
  await deps.mailer.send({
    to: email,
    subject: texts.treasurerInvitation.subject(organiser),
    text: invitee ? greeted(texts, invitee.firstname, lines) : lines.join('\n'),
  });
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

/** Revokes an invitation at once; removes an active treasurer only while no money is held (D-206). */
export async function removeTreasurer(deps: Deps, fundraiser: FundraiserRow, id: string) {
  // Under the lock, so an invitation accepted meanwhile is judged as the membership it became.
  const active = await deps.db.transaction().execute(async (trx) => {
    await treasurers.lockTreasurers(trx, fundraiser.id);
    const row = await treasurers.findStanding(trx, fundraiser.id, id);
    if (!row) throw new ApiError(404, TREASURER_MSG.notFound);
    if (row.accepted_at && (await holdsMoney(trx, fundraiser.id)))
      throw new ApiError(409, TREASURER_MSG.changeWhileHolding);
    await treasurers.markRemoved(trx, row.id);
    return Boolean(row.accepted_at);
  });
  if (active) forgetReview(fundraiser.short_code);
  return active ? TREASURER_MSG.removed : TREASURER_MSG.revoked;
}
