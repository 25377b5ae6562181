import { z } from 'zod';
import { pageQuerySchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { receivedDonationsReplySchema } from '#shared/schemas/received-donations.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Donations');

export const list = signedIn('get', '/fundraisers/{short_code}/donations/', {
  summary: "The paid donations of one of the signed-in user's fundraisers, newest first, with its totals",
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(receivedDonationsReplySchema, 'A page of donations'), ...pick(403, 404) },
});

export const csv = signedIn('get', '/fundraisers/{short_code}/donations/csv/', {
  summary:
    'The same donations, all of them, as a CSV file (date in Nairobi time, donor, amount in KES, M-Pesa receipt, message)',
  request: { params: shortCodeParamSchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'donations-{short_code}.csv' },
    ...pick(403, 404),
  },
});
