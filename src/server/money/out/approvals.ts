import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import type { Deps } from '../../deps.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import type { WithdrawalRow } from '../../db/withdrawals-table.ts';
import { activeTreasurerIds } from '../../db/repositories/treasurers.repository.ts';
import {
  addApproval,
  changeWithdrawalStatus,
  countApprovals,
  markRejected,
} from '../../db/repositories/withdrawals.repository.ts';
import { closeWithdrawal } from '../ledger/ledger.ts';
import { accessOr403 } from '../access.ts';
import { approvalRefusal } from './approvers.ts';
import { ApiError } from '../../lib/http-error.ts';
import { checkSmsCode, smsCodeKey, useSmsCode, writeSmsCode } from '../../services/sms-codes.ts';
import { smsTexts } from '../../services/sms/sms-texts.ts';
import { withNews } from './withdrawal-news.ts';
import { approverPhoneOr409 } from '../../services/phone-change.ts';
import { formatKesDigits } from '#shared/kes.ts';
import { IDENTITY_MSG } from '#shared/schemas/identity.schema.ts';
import { requireCheckedIdentity } from '../../identity/identity-checks.ts';
import { withdrawalsWait } from '../purpose-window.ts';
import { REFUND_MSG } from '#shared/schemas/refund.schema.ts';

// Approving a withdrawal (D-202): each approval is confirmed by a 6-digit code sent by SMS to the
// approver's verified phone, so a stolen session alone never moves money. The approvers are the
// fundraiser's active treasurers, never the requester (D-205); without treasurers the owner confirms
// their own request. One person's approvals count once.

const approvalKey = (withdrawalId: string, userId: string) => smsCodeKey('approve-withdrawal', withdrawalId, userId);

async function approverOr4xx(deps: Deps, fundraiser: FundraiserRow, withdrawal: WithdrawalRow, user: UserRow) {
  const treasurers = await activeTreasurerIds(deps.db, fundraiser.id);
  const refusal = approvalRefusal(fundraiser, treasurers, withdrawal, user.id);
  if (refusal) throw new ApiError(403, refusal);
  if (withdrawal.status !== 'requested') throw new ApiError(409, WITHDRAWAL_MSG.notApprovable);
  // After a change of purpose its donors may ask for their gifts back first (D-262).
  if (withdrawalsWait(fundraiser)) throw new ApiError(409, REFUND_MSG.purposeWindow);
  await requireCheckedIdentity(deps, user.id, IDENTITY_MSG.treasurerRequired);
  return approverPhoneOr409(user, WITHDRAWAL_MSG.phoneNeeded);
}

/** Sends the approver a code for this withdrawal (a new one voids the last). */
export async function sendApprovalCode(
  deps: Deps,
  fundraiser: FundraiserRow,
  withdrawal: WithdrawalRow,
  user: UserRow,
) {
  const phone = await approverOr4xx(deps, fundraiser, withdrawal, user);
  const kes = formatKesDigits(withdrawal.amount_minor);
  await deps.db.transaction().execute((trx) =>
    writeSmsCode(trx, {
      key: approvalKey(withdrawal.id, user.id),
      userId: user.id,
      phone,
      text: (code) => smsTexts(user.language).approvalCode(code, kes),
      purpose: 'approval-code',
    }),
  );
  deps.sms.wake();
}

/**
 * The right code records the approval; with enough of them the withdrawal is approved. Under the
 * withdrawal's row (a compare-and-swap that keeps it `requested`), so a cancel or another approval
 * sent at the same time goes before or after, never between.
 */
export async function confirmApproval(
  deps: Deps,
  fundraiser: FundraiserRow,
  withdrawal: WithdrawalRow,
  user: UserRow,
  code: string,
) {
  await approverOr4xx(deps, fundraiser, withdrawal, user);
  const key = approvalKey(withdrawal.id, user.id);
  await checkSmsCode(deps, key, code, WITHDRAWAL_MSG.noApprovalCode);
  await withNews(deps, async (trx) => {
    if (!(await changeWithdrawalStatus(trx, withdrawal.id, ['requested'], 'requested')))
      throw new ApiError(409, WITHDRAWAL_MSG.notApprovable);
    await useSmsCode(trx, key);
    await addApproval(trx, withdrawal.id, user.id);
    if ((await countApprovals(trx, withdrawal.id)) < withdrawal.approvals_needed) return null;
    await changeWithdrawalStatus(trx, withdrawal.id, ['requested'], 'approved');
    return { kind: 'approved', withdrawalId: withdrawal.id };
  });
}

/**
 * A treasurer refuses a withdrawal before it is sent, with a reason its owner and the other
 * treasurers are told (D-244): what was not paid is available again. Only the fundraiser's active
 * treasurers refuse; the owner takes their own request back with cancel instead.
 */
export async function refuseWithdrawal(
  deps: Deps,
  fundraiser: FundraiserRow,
  withdrawal: WithdrawalRow,
  user: UserRow,
  reason: string,
) {
  await accessOr403(deps.db, fundraiser, user, 'refuseWithdrawal');
  await withNews(deps, async (trx) => {
    if (!(await markRejected(trx, withdrawal.id, reason, { userId: user.id, as: 'treasurer' })))
      throw new ApiError(409, WITHDRAWAL_MSG.notRefusable);
    await closeWithdrawal(trx, withdrawal);
    return { kind: 'rejected', withdrawalId: withdrawal.id, reason };
  });
}
