import { MSG } from '#shared/messages.ts';
import { REFUND_MSG, REFUNDS } from '#shared/schemas/refund.schema.ts';
import { approvalsNeeded } from '#shared/schemas/treasurer.schema.ts';
import { formatKesDigits } from '#shared/kes.ts';
import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import type { DonationRow, UserRow } from '../../../db/schema.ts';
import { findDonation, findDonationView } from '../../../db/repositories/donations.repository.ts';
import { findFundraiserById } from '../../../db/repositories/fundraisers.repository.ts';
import * as refunds from '../../../db/repositories/refunds.repository.ts';
import { ApiError } from '../../../lib/http-error.ts';
import { newId } from '../../../lib/secrets.ts';
import { nowIso } from '../../../lib/time.ts';
import { smsLink } from '../../../services/sms/sms-words.ts';
import { accessOr403, type MoneyAccess } from '../../access.ts';
import { receiptUrl } from '../../receipt-link.ts';
import { afterMoneyMoved } from '../../ledger/after-commit.ts';
import { lockHeld } from '../../ledger/ledger.ts';
import { queueRefund, tellDonor } from './queue-refund.ts';
import { inPurposeWindow } from '../../purpose-window.ts';

// A donor asks for their gift back from its receipt (D-256), while the fundraiser still holds it:
// within REFUNDS.atOnceHours of the gift it goes back at once; after that the owner or a treasurer
// decides, with a reason the donor sees. One request per gift: asking again answers the first. Every
// decision is taken under the fundraiser's balance lock, so requests, refunds and withdrawals asked
// at once take turns and never give back more than is held.

const HOUR_MS = 3_600_000;

async function giftFacts(db: Db, donation: DonationRow) {
  const view = await findDonationView(db, donation.id);
  return { short_code: view?.short_code ?? '', title: view?.title ?? view?.short_code ?? '' };
}

/** Whether a gift may still go back without asking anyone: within a day of being paid. */
export const goesBackAtOnce = (donation: Pick<DonationRow, 'completed_at' | 'created_at'>, now = Date.now()) =>
  now - Date.parse(donation.completed_at ?? donation.created_at) < REFUNDS.atOnceHours * HOUR_MS;

export async function askForRefund(deps: Deps, donationId: string, reason: string) {
  const donation = await findDonation(deps.db, donationId);
  if (!donation) throw new ApiError(404, MSG.notFound);
  if (donation.status !== 'succeeded') throw new ApiError(409, REFUND_MSG.notRefundable);
  const fundraiser = await giftFacts(deps.db, donation);
  const row = await findFundraiserById(deps.db, donation.fundraiser_id);
  // Within its first day, or while the window after a change of purpose is open (D-262).
  const atOnce = goesBackAtOnce(donation) || (row !== undefined && inPurposeWindow(row, donation));
  const answer = await deps.db.transaction().execute(async (trx) => {
    const held = await lockHeld(trx, donation.fundraiser_id);
    const existing = await refunds.requestOfDonation(trx, donation.id);
    if (existing) return { request: existing, created: false };
    if ((await refunds.refundOfDonation(trx, donation.id)) || (await refunds.reversalOfDonation(trx, donation.id)))
      throw new ApiError(409, REFUND_MSG.notRefundable);
    if (Number(donation.amount_minor) > held) throw new ApiError(409, REFUND_MSG.notHeld);
    const now = nowIso();
    const request = {
      id: newId(),
      donation_id: donation.id,
      fundraiser_id: donation.fundraiser_id,
      reason,
      status: atOnce ? ('approved' as const) : ('open' as const),
      decided_by: null,
      decision_reason: null,
      created_at: now,
      decided_at: atOnce ? now : null,
    };
    await refunds.insertRefundRequest(trx, request);
    if (atOnce)
      await queueRefund(trx, deps, { donation, shareMinor: Number(donation.amount_minor), cause: 'donor', fundraiser });
    return { request, created: true };
  });
  if (answer.created && atOnce) afterMoneyMoved(deps, fundraiser.short_code);
  const { id, status } = answer.request;
  return {
    created: answer.created,
    data: { id, status },
    message:
      status === 'open'
        ? REFUND_MSG.requested
        : status === 'approved'
          ? REFUND_MSG.returning
          : REFUND_MSG.requestNotOpen,
  };
}

/** The request and its gift, for someone who decides a fundraiser's refunds (404, else 403). */
async function decidableOr4xx(deps: Deps, requestId: string, user: UserRow) {
  const request = await refunds.findRefundRequest(deps.db, requestId);
  const fundraiser = request && (await findFundraiserById(deps.db, request.fundraiser_id));
  const donation = request && (await findDonation(deps.db, request.donation_id));
  if (!request || !fundraiser || !donation) throw new ApiError(404, MSG.notFound);
  const access = await accessOr403(deps.db, fundraiser, user, 'decideRefunds');
  return { request, donation, access };
}

/**
 * Whether this word decides the request (D-261): the owner's alone does; a treasurer's is counted,
 * once, and decides when most of the active treasurers have said the same. Called under the
 * fundraiser's balance lock, so two treasurers deciding at once count each other.
 */
async function carries(
  trx: Db,
  requestId: string,
  access: MoneyAccess,
  user: UserRow,
  vote: { vote: 'approve' | 'reject'; reason: string | null },
) {
  if (access.role === 'owner') return true;
  if ((await refunds.findRefundRequest(trx, requestId))?.status !== 'open')
    throw new ApiError(409, REFUND_MSG.requestNotOpen);
  if (!(await refunds.addRefundVote(trx, { request_id: requestId, user_id: user.id, ...vote, created_at: nowIso() })))
    throw new ApiError(409, REFUND_MSG.votedAlready);
  const votes = await refunds.votesOfRequests(trx, [requestId]);
  const same = votes.filter((v) => v.vote === vote.vote && access.treasurers.includes(v.user_id)).length;
  return same >= approvalsNeeded(access.treasurers.length);
}

/** Gives the gift back (the owner, or the treasurer whose approval makes a majority); else counts the approval. */
export async function approveRefundRequest(deps: Deps, requestId: string, user: UserRow) {
  const { request, donation, access } = await decidableOr4xx(deps, requestId, user);
  const fundraiser = await giftFacts(deps.db, donation);
  const decided = await deps.db.transaction().execute(async (trx) => {
    const held = await lockHeld(trx, donation.fundraiser_id);
    if (await refunds.refundOfDonation(trx, donation.id)) throw new ApiError(409, REFUND_MSG.requestNotOpen);
    if (await refunds.reversalOfDonation(trx, donation.id)) throw new ApiError(409, REFUND_MSG.notRefundable);
    if (Number(donation.amount_minor) > held) throw new ApiError(409, REFUND_MSG.notHeld);
    if (!(await carries(trx, request.id, access, user, { vote: 'approve', reason: null }))) return false;
    if (!(await refunds.decideRefundRequest(trx, request.id, { status: 'approved', by: user.id, reason: null })))
      throw new ApiError(409, REFUND_MSG.requestNotOpen);
    await queueRefund(trx, deps, { donation, shareMinor: Number(donation.amount_minor), cause: 'donor', fundraiser });
    return true;
  });
  if (decided) afterMoneyMoved(deps, fundraiser.short_code);
  return decided ? REFUND_MSG.approved : REFUND_MSG.approvalCounted;
}

/** Refuses with a reason the donor is told (the owner, or the treasurer whose refusal makes a majority); else counts it. */
export async function rejectRefundRequest(deps: Deps, requestId: string, user: UserRow, reason: string) {
  const { request, donation, access } = await decidableOr4xx(deps, requestId, user);
  const fundraiser = await giftFacts(deps.db, donation);
  const decided = await deps.db.transaction().execute(async (trx) => {
    await lockHeld(trx, donation.fundraiser_id);
    if (!(await carries(trx, request.id, access, user, { vote: 'reject', reason }))) return false;
    if (!(await refunds.decideRefundRequest(trx, request.id, { status: 'rejected', by: user.id, reason })))
      throw new ApiError(409, REFUND_MSG.requestNotOpen);
    await tellDonor(
      trx,
      deps.env,
      donation,
      'rejected',
      {
        kes: formatKesDigits(donation.amount_minor),
        title: fundraiser.title,
        link: smsLink(receiptUrl(deps.env.PUBLIC_URL, donation.id)),
      },
      reason,
    );
    return true;
  });
  if (decided) deps.sms.wake();
  return decided ? REFUND_MSG.rejected : REFUND_MSG.refusalCounted;
}
