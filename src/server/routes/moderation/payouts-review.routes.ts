import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { payoutsReviewReplySchema } from '#shared/schemas/payouts-review.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Moderation (reviewers)');

export const payoutsReview = signedIn('get', '/moderation/payouts/', {
  summary:
    'Payouts waiting on us (funding, our initiator, a name check), unanswered payouts, and the utility balance against what is approved',
  responses: { 200: json(payoutsReviewReplySchema, 'Amounts in KES minor units'), ...pick(403) },
});

export const resumePayouts = signedIn('post', '/moderation/payouts/resume/', {
  summary: 'Payouts go again after an initiator error was fixed (2001, 21, 2028, 8006)',
  responses: { 200: json(messageReplySchema, 'Resumed'), ...pick(403, 409) },
});

export const askBalance = signedIn('post', '/moderation/payouts/balance/', {
  summary:
    "Ask M-Pesa for the utility account's funds now (Account Balance); the answer shows in GET /moderation/payouts/",
  responses: { 202: json(messageReplySchema, 'Asked'), ...pick(403) },
});

export const acceptPayoutName = signedIn('post', '/moderation/fundraisers/{short_code}/payout-name/accept/', {
  summary: "Accept a payout number whose M-Pesa name is not the organiser's: its withdrawals are paid again",
  request: { params: z.object({ short_code: z.string().max(20, { error: MSG.fundraiserNotFound }) }) },
  responses: { 200: json(messageReplySchema, 'Accepted'), ...pick(403, 404, 409) },
});
