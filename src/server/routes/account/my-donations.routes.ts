import { createRoute } from '@hono/zod-openapi';
import { API } from '#shared/api-paths.ts';
import { pageQuerySchema } from '#shared/schemas/fundraiser.schema.ts';
import { myDonationsReplySchema } from '#shared/schemas/profile.schema.ts';
import { bearerSecurity, json, pick } from '../../lib/openapi.ts';

export const listMyDonations = createRoute({
  method: 'get',
  path: API.myDonations,
  tags: ['Accounts'],
  summary: 'The paid donations the signed-in user made while signed in, newest first',
  security: bearerSecurity,
  request: { query: pageQuerySchema },
  responses: { 200: json(myDonationsReplySchema, 'A page of donations'), ...pick(400, 401) },
});
