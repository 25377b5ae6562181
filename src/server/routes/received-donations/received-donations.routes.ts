import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { pageQuerySchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { receivedDonationsReplySchema } from '#shared/schemas/received-donations.schema.ts';
import { bearerSecurity, json, pick } from '../../lib/openapi.ts';

const tags = ['Donations'];

export const list = createRoute({
  method: 'get',
  path: '/fundraisers/{short_code}/donations/',
  tags,
  summary: "The paid donations of one of the signed-in user's fundraisers, newest first, with its totals",
  security: bearerSecurity,
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(receivedDonationsReplySchema, 'A page of donations'), ...pick(401, 403, 404) },
});

export const csv = createRoute({
  method: 'get',
  path: '/fundraisers/{short_code}/donations/csv/',
  tags,
  summary:
    'The same donations, all of them, as a CSV file (date in Nairobi time, donor, amount in KES, M-Pesa receipt, message)',
  security: bearerSecurity,
  request: { params: shortCodeParamSchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'donations-{short_code}.csv' },
    ...pick(401, 403, 404),
  },
});
