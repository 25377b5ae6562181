import {
  WITHDRAWAL,
  WITHDRAWAL_MSG,
  withdrawalFee,
  type Withdrawal,
  type WithdrawalRequest,
} from '#shared/schemas/withdrawal.schema.ts';
import { approvalsNeeded } from '#shared/schemas/treasurer.schema.ts';
import type { Deps } from '../../deps.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import type { WithdrawalRow } from '../../db/withdrawals-table.ts';
import type { PayoutRow } from '../../db/payouts-table.ts';
import { activeTreasurerIds } from '../../db/repositories/treasurers.repository.ts';
import { changeWithdrawalStatus, insertWithdrawal } from '../../db/repositories/withdrawals.repository.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import type { Claim } from '../../lib/idempotency.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { closeWithdrawal, holdForWithdrawal, LedgerRefusal, moneyOf } from '../ledger/ledger.ts';
import { withNews } from './withdrawal-news.ts';
import { toMinor } from '#shared/kes.ts';
import { IDENTITY_MSG } from '#shared/schemas/identity.schema.ts';
import { requireCheckedIdentity } from '../../identity/identity-checks.ts';
import { withdrawalsWait } from '../purpose-window.ts';
import { REFUND_MSG } from '#shared/schemas/refund.schema.ts';

// A withdrawal's request and its end before it is paid (D-200). The amount leaves what is
// available the moment it is requested (a block in the ledger) and comes back if it is cancelled.

/** A withdrawal as its viewers see it, with its payouts (nothing of the recipient's name). */
export function toWithdrawal(row: WithdrawalRow, approvals: number, payouts: PayoutRow[]): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amount: Number(row.amount_minor),
    fee: Number(row.fee_minor),
    purpose: row.purpose,
    approvals,
    approvals_needed: row.approvals_needed,
    review: !row.review_needed ? 'not_needed' : row.reviewed_at ? 'done' : 'waiting',
    rejection_reason: row.rejection_reason,
    rejected_as: row.rejected_as,
    created_at: row.created_at,
    wait_reason: row.status === 'approved' ? row.wait_reason : null,
    // While cooling, the worker looks again exactly when it ends (make-payouts.ts holdUntil).
    wait_until: row.status === 'approved' && row.wait_reason === 'cooling' ? row.retry_at : null,
    paid_at: row.paid_at,
    failure_code: row.failure_reason,
    payouts: payouts
      .filter((p) => p.withdrawal_id === row.id)
      .map((p) => ({
        status: p.status,
        amount: Number(p.amount_minor),
        ...(p.mpesa_receipt && { mpesa_receipt: p.mpesa_receipt }),
        ...(p.result_code !== null && {
          result_code: /^\d+$/.test(p.result_code) ? Number(p.result_code) : p.result_code,
        }),
      })),
  };
}

/** A new withdrawal's row: requested now, nothing reviewed, waited for or paid yet. */
export function newWithdrawalRow(
  given: Pick<
    WithdrawalRow,
    'fundraiser_id' | 'requested_by' | 'amount_minor' | 'fee_minor' | 'purpose' | 'approvals_needed'
  > &
    Partial<WithdrawalRow>,
): WithdrawalRow {
  const now = nowIso();
  return {
    id: newId(),
    status: 'requested',
    created_at: now,
    updated_at: now,
    review_needed: 0,
    reviewed_by: null,
    reviewed_at: null,
    rejection_reason: null,
    rejected_by: null,
    rejected_as: null,
    wait_reason: null,
    retry_at: null,
    paid_at: null,
    failure_reason: null,
    ...given,
  };
}

/**
 * Requests a withdrawal and blocks its amount, with the Idempotency-Key's answer, in one
 * transaction under the balance's lock: requests sent together take turns, so the second of two
 * for the whole balance finds nothing left (available never goes below zero).
 */
export async function requestWithdrawal(
  deps: Deps,
  fundraiser: FundraiserRow,
  owner: UserRow,
  request: WithdrawalRequest,
  claim: Claim,
) {
  await requireCheckedIdentity(deps, owner.id, IDENTITY_MSG.ownerRequired);
  // After a change of purpose its donors may ask for their gifts back first (D-262).
  if (withdrawalsWait(fundraiser)) throw new ApiError(409, REFUND_MSG.purposeWindow);
  const fee = withdrawalFee(request.amount, deps.env.PLATFORM_FEE_PERCENT);
  if (request.amount - fee < WITHDRAWAL.minSentKes) throw fieldError('amount', WITHDRAWAL_MSG.amountMin);
  const row = newWithdrawalRow({
    fundraiser_id: fundraiser.id,
    requested_by: owner.id,
    amount_minor: toMinor(request.amount),
    fee_minor: toMinor(fee),
    purpose: request.purpose,
    // A majority of the treasurers at the request, or the owner's own without any (D-205).
    approvals_needed: approvalsNeeded((await activeTreasurerIds(deps.db, fundraiser.id)).length),
  });
  const outcome = {
    status: 201 as const,
    body: {
      message: WITHDRAWAL_MSG.requested,
      data: { id: row.id, status: 'requested' as const, approvals_needed: row.approvals_needed },
    },
  };
  await withNews(deps, async (trx) => {
    try {
      await holdForWithdrawal(trx, row);
    } catch (err) {
      if (err instanceof LedgerRefusal && err.reason === 'over_available')
        throw fieldError('amount', WITHDRAWAL_MSG.overAvailable, 409);
      throw err;
    }
    // Until a fundraiser's first KES 10 000 has been paid out (as the ledger keeps it, under the
    // lock just taken), and for any large withdrawal, a reviewer looks too (D-204, D-244): a small
    // first request does not spend the first look, nor does one sent while the first waits.
    const { withdrawn, fee: feeTaken } = await moneyOf(trx, fundraiser.id);
    const firstLook = withdrawn + feeTaken < toMinor(WITHDRAWAL.reviewedFirstKes);
    row.review_needed = firstLook || request.amount > deps.env.PAYOUT_REVIEW_KES ? 1 : 0;
    await insertWithdrawal(trx, row);
    await claim.complete(trx, outcome);
    return { kind: 'requested', withdrawalId: row.id };
  });
  return outcome;
}

/** The requester takes a withdrawal back before it is approved: its block is released, once. */
export async function cancelWithdrawal(deps: Deps, withdrawal: WithdrawalRow) {
  await withNews(deps, async (trx) => {
    if (!(await changeWithdrawalStatus(trx, withdrawal.id, ['requested'], 'cancelled')))
      throw new ApiError(409, WITHDRAWAL_MSG.notCancellable);
    await closeWithdrawal(trx, withdrawal);
    return { kind: 'cancelled', withdrawalId: withdrawal.id };
  });
}
