import { rejectSchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { smsCodeSchema } from '#shared/schemas/phone.schema.ts';
import {
  withdrawalIdParamSchema,
  withdrawalReplySchema,
  withdrawalRequestedReplySchema,
  withdrawalRequestSchema,
} from '#shared/schemas/withdrawal.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Money');

export const requestWithdrawal = signedIn('post', '/fundraisers/{short_code}/withdrawals/', {
  summary: 'Request a withdrawal (the owner): its amount is set aside at once; honours Idempotency-Key',
  description:
    '`amount` in whole KES, the platform fee included (PLATFORM_FEE_PERCENT, fixed now); 409 when it is ' +
    'more than is available. Amounts in the answer and in GET /withdrawals/{id}/ are KES minor units.',
  request: { params: shortCodeParamSchema, body: jsonBody(withdrawalRequestSchema) },
  responses: { 201: json(withdrawalRequestedReplySchema, 'Requested'), ...pick(400, 403, 404, 409, 422) },
});

export const getWithdrawal = signedIn('get', '/withdrawals/{id}/', {
  summary: 'One withdrawal: status, amount, fee, purpose, approvals and payouts (the owner, treasurers, reviewers)',
  request: { params: withdrawalIdParamSchema },
  responses: { 200: json(withdrawalReplySchema, 'The withdrawal'), ...pick(403, 404) },
});

export const cancelWithdrawal = signedIn('post', '/withdrawals/{id}/cancel/', {
  summary: 'Cancel a withdrawal not yet approved (its requester): the amount is available again',
  request: { params: withdrawalIdParamSchema },
  responses: { 200: json(withdrawalReplySchema, 'Cancelled'), ...pick(403, 404, 409) },
});

export const sendApprovalCode = signedIn('post', '/withdrawals/{id}/approvals/', {
  summary: 'Send the approver a 6-digit code by SMS to confirm their approval (their verified phone)',
  description:
    "The fundraiser's active treasurers approve (never the requester: 403); without treasurers the owner " +
    'approves their own request. 409 without a verified phone.',
  request: { params: withdrawalIdParamSchema },
  responses: { 202: json(messageReplySchema, 'Code sent'), ...pick(403, 404, 409, 429) },
});

export const confirmApproval = signedIn('post', '/withdrawals/{id}/approvals/confirm/', {
  summary: 'Confirm an approval with its SMS code; with enough approvals the withdrawal is approved',
  request: { params: withdrawalIdParamSchema, body: jsonBody(smsCodeSchema) },
  responses: { 200: json(withdrawalReplySchema, 'Approval recorded'), ...pick(400, 403, 404, 409) },
});

export const rejectWithdrawal = signedIn('post', '/withdrawals/{id}/reject/', {
  summary: 'Refuse a withdrawal before M-Pesa is paying it (an active treasurer), with a reason',
  description:
    'The owner and the treasurers are told the reason; what was not paid is available again. 403 for anyone ' +
    'but an active treasurer, 409 once its payout is on its way or it has ended.',
  request: { params: withdrawalIdParamSchema, body: jsonBody(rejectSchema) },
  responses: { 200: json(withdrawalReplySchema, 'Refused'), ...pick(400, 403, 404, 409) },
});
