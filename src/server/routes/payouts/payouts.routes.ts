import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { paidWithdrawalsReplySchema } from '#shared/schemas/paid-withdrawal.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Payouts');

export const callback = route('post', '/payments/payouts/{token}/{kind}/', {
  summary:
    "Daraja's answers about a payout: its result, its timeout, or the answer to a status query; the token is the payout's own",
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

export const balanceCallback = route('post', '/payments/account-balance/{token}/{kind}/', {
  summary: "Daraja's answer to an Account Balance query (or its timeout); the token is the server's own",
  request: {
    params: z.object({
      token: z.string().max(100, { error: MSG.notFound }),
      kind: z.enum(['result', 'timeout'], { error: MSG.notFound }),
    }),
  },
  responses: {
    200: json(z.object({ ResultCode: z.number(), ResultDesc: z.string() }), 'Accepted'),
    ...pick(404),
  },
});

export const paidList = route('get', '/fundraisers/{short_code}/withdrawals/', {
  summary: 'Where the money went: the paid withdrawals of a live or closed fundraiser, nothing personal',
  request: { params: z.object({ short_code: z.string().max(20, { error: MSG.fundraiserNotFound }) }) },
  responses: { 200: json(paidWithdrawalsReplySchema, 'Paid withdrawals, newest first'), ...pick(404) },
});
