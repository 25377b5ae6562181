import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import type { FundraiserRow } from '../../db/schema.ts';
import type { WithdrawalRow } from '../../db/withdrawals-table.ts';
import { secondPersonRefusal } from '../access.ts';

// Who approves a withdrawal (D-202, D-205): asked by the approvals, the money screen and the news.

/**
 * Why `userId` may not approve a withdrawal of the fundraiser whose active treasurers are
 * `treasurers`, or null when they may: the requester never approves their own request (D-205),
 * and without treasurers the owner is the one approver. The money screen asks the same question.
 */
export function approvalRefusal(
  fundraiser: Pick<FundraiserRow, 'user_id'>,
  treasurers: string[],
  withdrawal: Pick<WithdrawalRow, 'requested_by'>,
  userId: string,
) {
  const alone = treasurers.length === 0;
  const approvers = alone ? [fundraiser.user_id] : treasurers;
  return secondPersonRefusal(approvers, withdrawal.requested_by, userId, TREASURER_MSG.ownRequest, alone);
}
