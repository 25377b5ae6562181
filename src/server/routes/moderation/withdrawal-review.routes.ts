import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { rejectSchema } from '#shared/schemas/fundraiser.schema.ts';
import { awaitingReviewReplySchema, withdrawalIdParamSchema } from '#shared/schemas/withdrawal.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Moderation (reviewers)');

export const awaitingReview = signedIn('get', '/moderation/withdrawals/', {
  summary:
    "Withdrawals waiting for a reviewer: fundraisers' first ones and those above PAYOUT_REVIEW_KES, oldest first",
  responses: { 200: json(awaitingReviewReplySchema, 'The queue (amounts in KES minor units)'), ...pick(403) },
});

export const approveWithdrawal = signedIn('post', '/moderation/withdrawals/{id}/approve/', {
  summary: "A reviewer's approval: the payout no longer waits for one (never of one's own fundraiser)",
  request: { params: withdrawalIdParamSchema },
  responses: { 200: json(messageReplySchema, 'Approved'), ...pick(403, 404, 409) },
});

export const rejectWithdrawal = signedIn('post', '/moderation/withdrawals/{id}/reject/', {
  summary: 'Refuse a withdrawal before it is paid, with a reason: the amount is available again',
  request: { params: withdrawalIdParamSchema, body: jsonBody(rejectSchema) },
  responses: { 200: json(messageReplySchema, 'Rejected'), ...pick(400, 403, 404, 409) },
});
