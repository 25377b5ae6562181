import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import type { Deps } from '../../deps.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import { closeWithdrawal } from '../ledger/ledger.ts';
import * as withdrawals from '../../db/repositories/withdrawals.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { withNews } from './withdrawal-news.ts';

// A reviewer's look at a fundraiser's first withdrawal and at large ones (D-204), in /review: an
// approval the payout waits for, or a refusal with a reason that gives the amount back, once.

export async function listAwaitingReview(deps: Deps) {
  const rows = await withdrawals.listAwaitingReview(deps.db);
  return rows.map((r) => ({
    id: r.id,
    short_code: r.short_code,
    title: r.title,
    owner_id: r.owner_id,
    amount: Number(r.amount_minor),
    fee: Number(r.fee_minor),
    purpose: r.purpose,
    status: r.status,
    created_at: r.created_at,
  }));
}

/** The withdrawal, for a reviewer who is not its fundraiser's owner (D-150's rule for money too). */
async function reviewableOr4xx(deps: Deps, id: string, reviewerId: string) {
  const withdrawal = await withdrawals.findWithdrawal(deps.db, id);
  const fundraiser = withdrawal && (await findFundraiserById(deps.db, withdrawal.fundraiser_id));
  if (!withdrawal || !fundraiser) throw new ApiError(404, WITHDRAWAL_MSG.notFound);
  if (fundraiser.user_id === reviewerId) throw new ApiError(403, WITHDRAWAL_MSG.ownWithdrawalReview);
  return withdrawal;
}

export async function approveWithdrawal(deps: Deps, id: string, reviewerId: string) {
  await reviewableOr4xx(deps, id, reviewerId);
  if (!(await withdrawals.markReviewed(deps.db, id, reviewerId))) throw new ApiError(409, WITHDRAWAL_MSG.notReviewable);
}

/**
 * Refused before it is paid in full: the status, the reason and the release of what was not paid
 * commit together (D-244). Parts in flight (submitted) are never refused from under M-Pesa.
 */
export async function rejectWithdrawal(deps: Deps, id: string, reviewerId: string, reason: string) {
  const withdrawal = await reviewableOr4xx(deps, id, reviewerId);
  await withNews(deps, async (trx) => {
    if (!(await withdrawals.markRejected(trx, id, reason, { userId: reviewerId, as: 'reviewer' })))
      throw new ApiError(409, WITHDRAWAL_MSG.notReviewable);
    await closeWithdrawal(trx, withdrawal);
    return { kind: 'rejected', withdrawalId: id, reason };
  });
}
