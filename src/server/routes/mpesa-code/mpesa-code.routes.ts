import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { mpesaCodeReplySchema, mpesaCodeRequestSchema } from '#shared/schemas/mpesa-code.schema.ts';
import { unconfirmedDonationsReplySchema } from '#shared/schemas/unconfirmed-donations.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Donations');
const reviewers = routesOf('Moderation (reviewers)');

export const check = route('post', '/payments/mpesa-code/', {
  summary:
    '"I paid but it\'s not showing": M-Pesa is asked about the code from the donor\'s SMS; a payment to us not yet counted is counted, once',
  request: { body: jsonBody(mpesaCodeRequestSchema) },
  responses: {
    200: json(mpesaCodeReplySchema, 'What M-Pesa said (pending: it has not answered yet; ask again in a minute)'),
    ...pick(400, 404, 429),
  },
});

export const callback = route('post', '/payments/mpesa-code/{token}/{kind}/', {
  summary:
    "Daraja's answer to the Transaction Status query about a donor's code (or its timeout); the token is the check's own",
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

export const unconfirmed = reviewers.signedIn('get', '/moderation/unconfirmed-donations/', {
  summary: "Donations M-Pesa has still not answered for a day after their push, with the last status query's outcome",
  responses: { 200: json(unconfirmedDonationsReplySchema, 'Oldest first'), ...pick(403) },
});
