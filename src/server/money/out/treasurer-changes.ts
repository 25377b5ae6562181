import { approvalsNeeded, TREASURER_MSG, type TreasurerChange } from '#shared/schemas/treasurer.schema.ts';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import type { TreasurerChangeRow } from '../../db/treasurers-table.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import * as changes from '../../db/repositories/treasurer-changes.repository.ts';
import * as treasurers from '../../db/repositories/treasurers.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { newId } from '../../lib/secrets.ts';
import { fullName } from '../../lib/serializers.ts';
import { nowIso } from '../../lib/time.ts';
import { approverPhoneOr409 } from '../../services/phone-change.ts';
import { checkSmsCode, smsCodeKey, useSmsCode, writeSmsCode } from '../../services/sms-codes.ts';
import { queueText } from '../../services/sms/sms-outbox.ts';
import { smsDashboardLink } from '../../services/sms/sms-words.ts';
import { forgetReview } from '../../services/review.ts';
import { changeAskedSms, changeCodeSms } from './treasurer-change-texts.ts';
import { insertInvitation, mailInvitation } from './treasurer-invitations.ts';

// A change of treasurers while the fundraiser holds money (D-255): the owner asks, and the change is
// made only once a majority of the active treasurers has approved it, each with an SMS code, as
// they approve withdrawals (D-202). One change is open at a time; the owner may cancel it.

type NewChange = Pick<TreasurerChangeRow, 'kind' | 'email_address' | 'treasurer_id'> & { who: string };

const approvalKey = (changeId: string, userId: string) => smsCodeKey('approve-treasurer-change', changeId, userId);

/** Refuses any change while another waits for approval: one at a time, so none can undo another. */
export async function noOpenChangeOr409(trx: Db, fundraiserId: string) {
  if (await changes.openChangeOf(trx, fundraiserId)) throw new ApiError(409, TREASURER_MSG.changePending);
}

/**
 * Records the owner's change, in the caller's transaction under the treasurers' lock, and asks each
 * active treasurer by SMS in their language.
 */
export async function requestChange(trx: Db, deps: Deps, fundraiser: FundraiserRow, owner: UserRow, change: NewChange) {
  const active = await treasurers.activeTreasurerAccounts(trx, fundraiser.id);
  const id = newId();
  await changes.insertChange(trx, {
    id,
    fundraiser_id: fundraiser.id,
    kind: change.kind,
    email_address: change.email_address,
    treasurer_id: change.treasurer_id,
    requested_by: owner.id,
    requested_at: nowIso(),
    approvals_needed: approvalsNeeded(active.length),
    status: 'open',
    closed_at: null,
  });
  const title = (await findDetails(trx, fundraiser.id))?.title ?? fundraiser.short_code;
  const facts = {
    organiser: fullName(owner),
    kind: change.kind,
    who: change.who,
    link: smsDashboardLink(deps.env.PUBLIC_URL),
  };
  for (const treasurer of active) {
    if (!treasurer.phone || !treasurer.phone_verified_at) continue;
    const text = changeAskedSms(treasurer.language, facts, title);
    await queueText(trx, { to: treasurer.phone, text, purpose: 'treasurer-change' });
  }
  return id;
}

/** The fundraiser's open change as `viewerId` sees it, or null. */
export async function openChangeView(db: Db, fundraiserId: string, viewerId: string) {
  const change = await changes.openChangeOf(db, fundraiserId);
  return change ? (await changeViews(db, [change], viewerId))[0]! : null;
}

/** Open changes as `viewerId` sees them: who approved, and whether they may approve now. */
export async function changeViews(db: Db, rows: TreasurerChangeRow[], viewerId: string): Promise<TreasurerChange[]> {
  const approvals = await changes.approvalsOf(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const mine = approvals.filter((a) => a.change_id === row.id);
      const approvers = await treasurers.activeTreasurerIds(db, row.fundraiser_id);
      const removed = row.treasurer_id ? await treasurers.findStanding(db, row.fundraiser_id, row.treasurer_id) : null;
      const removedName = removed?.user_id ? await findUserById(db, removed.user_id) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        who: removedName ? fullName(removedName) : row.email_address,
        requested_at: row.requested_at,
        approvals_needed: row.approvals_needed,
        approved_by: mine.map((a) => fullName({ firstname: a.firstname, lastname: a.lastname })),
        can_approve: approvers.includes(viewerId) && !mine.some((a) => a.user_id === viewerId),
      };
    }),
  );
}

/** The open change `id`, and the approver's phone: 409 once closed, 403 for anyone but a treasurer. */
async function approverOr4xx(deps: Deps, fundraiser: FundraiserRow, id: string, user: UserRow) {
  const change = await changes.findChange(deps.db, fundraiser.id, id);
  if (!change) throw new ApiError(404, TREASURER_MSG.changeNotOpen);
  if (!(await treasurers.activeTreasurerIds(deps.db, fundraiser.id)).includes(user.id))
    throw new ApiError(403, TREASURER_MSG.changeNotApprover);
  if (change.status !== 'open') throw new ApiError(409, TREASURER_MSG.changeNotOpen);
  return { change, phone: approverPhoneOr409(user, WITHDRAWAL_MSG.phoneNeeded) };
}

/** Sends a treasurer the code that approves the change (a new one voids the last). */
export async function sendChangeCode(deps: Deps, fundraiser: FundraiserRow, id: string, user: UserRow) {
  const { change, phone } = await approverOr4xx(deps, fundraiser, id, user);
  await deps.db.transaction().execute((trx) =>
    writeSmsCode(trx, {
      key: approvalKey(change.id, user.id),
      userId: user.id,
      phone,
      text: (code) => changeCodeSms(user.language, code),
      purpose: 'treasurer-change-code',
    }),
  );
  deps.sms.wake();
}

/**
 * The right code records the approval; the approval that makes the majority makes the change, in
 * the same transaction under the treasurers' lock: of approvals sent at once, the change is made once.
 */
export async function approveChange(deps: Deps, fundraiser: FundraiserRow, id: string, user: UserRow, code: string) {
  const { change } = await approverOr4xx(deps, fundraiser, id, user);
  const key = approvalKey(change.id, user.id);
  await checkSmsCode(deps, key, code, WITHDRAWAL_MSG.noApprovalCode);
  const made = await deps.db.transaction().execute(async (trx) => {
    await treasurers.lockTreasurers(trx, fundraiser.id);
    const now = await changes.findChange(trx, fundraiser.id, change.id);
    if (now?.status !== 'open') throw new ApiError(409, TREASURER_MSG.changeNotOpen);
    await useSmsCode(trx, key);
    await changes.addChangeApproval(trx, change.id, user.id);
    if ((await changes.approvalsOf(trx, [change.id])).length < change.approvals_needed) return null;
    await changes.closeChange(trx, change.id, 'made');
    if (change.kind === 'remove') {
      await treasurers.markRemoved(trx, change.treasurer_id!);
      return { invitationToken: null };
    }
    return { invitationToken: await insertInvitation(trx, fundraiser.id, change.requested_by, change.email_address) };
  });
  if (!made) return TREASURER_MSG.changeApproved;
  forgetReview(fundraiser.short_code);
  const owner = made.invitationToken && (await findUserById(deps.db, change.requested_by));
  if (owner) await mailInvitation(deps, fundraiser, owner, change.email_address, made.invitationToken!);
  return TREASURER_MSG.changeMade;
}

/** The owner takes their change back while it waits. */
export async function cancelChange(deps: Deps, fundraiser: FundraiserRow, id: string) {
  const change = await changes.findChange(deps.db, fundraiser.id, id);
  if (!change) throw new ApiError(404, TREASURER_MSG.changeNotOpen);
  if (!(await changes.closeChange(deps.db, change.id, 'cancelled')))
    throw new ApiError(409, TREASURER_MSG.changeNotOpen);
  return TREASURER_MSG.changeCancelled;
}
