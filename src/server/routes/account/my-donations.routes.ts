import { API } from '#shared/api-paths.ts';
import { pageQuerySchema } from '#shared/schemas/fundraiser.schema.ts';
import { myDonationsReplySchema } from '#shared/schemas/profile.schema.ts';
import { json, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Accounts');

export const listMyDonations = signedIn('get', API.myDonations, {
  summary: 'The paid donations the signed-in user made while signed in, newest first',
  request: { query: pageQuerySchema },
  responses: { 200: json(myDonationsReplySchema, 'A page of donations'), ...pick(400) },
});
