import { z } from 'zod';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { ownerPledgesReplySchema } from '#shared/pledges/pledge.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

// A fundraiser's pledges for its owner and treasurers (D-233).

const { signedIn } = routesOf('Pledges');

export const list = signedIn('get', '/fundraisers/{short_code}/pledges/', {
  summary: 'Every pledge of a fundraiser with its payments (its owner and active treasurers), newest first',
  request: { params: shortCodeParamSchema },
  responses: { 200: json(ownerPledgesReplySchema, 'The pledges'), ...pick(403, 404) },
});

export const csv = signedIn('get', '/fundraisers/{short_code}/pledges/csv/', {
  summary: 'The same pledges as a CSV file for the committee meeting',
  request: { params: shortCodeParamSchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'pledges-{short_code}.csv' },
    ...pick(403, 404),
  },
});
