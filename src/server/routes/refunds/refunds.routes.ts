import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import {
  refundDecisionSchema,
  refundRequestReplySchema,
  refundRequestSchema,
  refundsReplySchema,
  takeDownReplySchema,
  takeDownSchema,
  purposeChangeSchema,
  purposeChangeReplySchema,
} from '#shared/schemas/refund.schema.ts';
import {
  refundClaimConfirmReplySchema,
  refundClaimConfirmSchema,
  refundClaimReplySchema,
  refundClaimSchema,
} from '#shared/schemas/refund-claim.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

// Money going back to donors (D-256).
const { route, signedIn } = routesOf('Refunds');

const idParam = z.object({ id: z.string().min(1).max(100, { error: MSG.notFound }) });

export const takeDown = signedIn('post', '/moderation/fundraisers/{short_code}/take-down/', {
  summary:
    'Reviewers: take a live or closed fundraiser down with a reason and return the money it still holds to the numbers that paid (never your own fundraiser)',
  request: { params: shortCodeParamSchema, body: jsonBody(takeDownSchema) },
  responses: {
    202: json(takeDownReplySchema, 'Taken down; the refunds are on their way'),
    ...pick(400, 403, 404, 409),
  },
});

export const purposeChange = signedIn('post', '/moderation/fundraisers/{short_code}/purpose-change/', {
  summary:
    "Reviewers: mark a live fundraiser's purpose as changed, with a reason its donors read: for 7 days each may have their gift back at once, and its withdrawals wait (never your own fundraiser)",
  request: { params: shortCodeParamSchema, body: jsonBody(purposeChangeSchema) },
  responses: { 202: json(purposeChangeReplySchema, 'Marked; its donors are being told'), ...pick(400, 403, 404, 409) },
});

export const list = signedIn('get', '/fundraisers/{short_code}/refunds/', {
  summary:
    "A fundraiser's refunds with their state, and its donors' requests waiting for a decision (owner, treasurers, reviewers)",
  request: { params: shortCodeParamSchema },
  responses: { 200: json(refundsReplySchema, 'Newest first'), ...pick(403, 404) },
});

export const request = route('post', '/donations/{id}/refund-request/', {
  summary:
    "A donor asks for their gift back (the holder of the donation's receipt link): within a day it goes back at once, else the owner or the treasurers decide",
  request: { params: idParam, body: jsonBody(refundRequestSchema) },
  responses: {
    201: json(refundRequestReplySchema, 'Asked (or gone back at once)'),
    200: json(refundRequestReplySchema, 'Asked before: the first request'),
    ...pick(400, 404, 409),
  },
});

export const claim = route('post', '/fundraisers/{short_code}/refund-claims/', {
  summary:
    'A payer whose number M-Pesa masked claims a refund waiting for them: the M-Pesa code of their payment and their number (it must fit what M-Pesa showed of it); a code goes to that number by SMS',
  request: { params: shortCodeParamSchema, body: jsonBody(refundClaimSchema) },
  responses: { 202: json(refundClaimReplySchema, 'The code is on its way'), ...pick(400, 404, 429) },
});

export const confirmClaim = route('post', '/refund-claims/{id}/confirm/', {
  summary: 'The code from the SMS: the refund goes to that number by M-Pesa (B2C)',
  request: { params: idParam, body: jsonBody(refundClaimConfirmSchema) },
  responses: { 200: json(refundClaimConfirmReplySchema, 'Claimed: on its way'), ...pick(400, 404, 409, 429) },
});

export const approve = signedIn('post', '/refund-requests/{id}/approve/', {
  summary:
    'The owner gives the gift back; a treasurer approves, and the gift goes back once most of the active treasurers have',
  request: { params: idParam },
  responses: {
    200: json(z.object({ message: z.string() }), 'The gift goes back'),
    202: json(z.object({ message: z.string() }), 'The approval is counted; more treasurers must approve'),
    ...pick(403, 404, 409),
  },
});

export const reject = signedIn('post', '/refund-requests/{id}/reject/', {
  summary:
    'The owner refuses, with a reason the donor is told; a treasurer refuses, and the request is refused once most of the active treasurers have',
  request: { params: idParam, body: jsonBody(refundDecisionSchema) },
  responses: {
    200: json(z.object({ message: z.string() }), 'Refused'),
    202: json(z.object({ message: z.string() }), 'The refusal is counted; more treasurers must refuse'),
    ...pick(400, 403, 404, 409),
  },
});

export const callback = route('post', '/payments/refunds/{token}/{kind}/', {
  summary:
    "Daraja's answers about a refund: its result, its timeout, or the answer to a status query; the token is the refund's own",
  request: {
    params: z.object({
      token: z.string().max(100, { error: MSG.notFound }),
      kind: z.enum(['result', 'timeout', 'status'], { error: MSG.notFound }),
    }),
  },
  responses: {
    200: json(z.object({ ResultCode: z.number(), ResultDesc: z.string() }), 'Accepted'),
    ...pick(400, 404),
  },
});
