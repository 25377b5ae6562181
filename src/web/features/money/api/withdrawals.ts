import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import {
  withdrawalListReplySchema,
  withdrawalReplySchema,
  withdrawalRequestedReplySchema,
  type WithdrawalRequest,
} from '#shared/schemas/withdrawal.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';
import { moneyKeys } from './money-keys.ts';

// Withdrawals (D-200, D-202): the list, a request, a cancel, and an approval by SMS code.

/** GET /fundraisers/{code}/money/withdrawals/: owner data (D-161), asked again whenever it shows. */
export const withdrawalsQuery = (shortCode: string) =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: moneyKeys.withdrawals(shortCode),
    queryFn: async () => withdrawalListReplySchema.parse(await authed(API.moneyWithdrawals(shortCode))).data,
  });

/**
 * POST /fundraisers/{code}/withdrawals/. `attempt` is the Idempotency-Key: the same for every try of
 * the same request, so an answer lost on a flaky link and a second press set the money aside once.
 */
export const requestWithdrawal = async (shortCode: string, input: WithdrawalRequest, attempt: string) =>
  withdrawalRequestedReplySchema.parse(
    await authed(API.withdrawals(shortCode), { method: 'POST', body: input, headers: { 'Idempotency-Key': attempt } }),
  );

/** POST /withdrawals/{id}/cancel/ (its requester, while it waits for approval). */
export const cancelWithdrawal = async (id: string) =>
  withdrawalReplySchema.parse(await authed(API.cancelWithdrawal(id), { method: 'POST' }));

/** POST /withdrawals/{id}/reject/ with a reason (a treasurer, before it is sent, D-244). */
export const refuseWithdrawal = async (id: string, reason: string) =>
  withdrawalReplySchema.parse(await authed(API.rejectWithdrawal(id), { method: 'POST', body: { reason } }));

/** POST /withdrawals/{id}/approvals/: a 6-digit code goes by SMS to the approver's verified phone. */
export const sendApprovalCode = async (id: string) =>
  messageReplySchema.parse(await authed(API.approvalCode(id), { method: 'POST' }));

/** POST /withdrawals/{id}/approvals/confirm/ with the code: the withdrawal as it is after it. */
export const confirmApproval = async (id: string, code: string) =>
  withdrawalReplySchema.parse(await authed(API.confirmApproval(id), { method: 'POST', body: { code } }));
