import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import {
  createdFundraiserReplySchema,
  createFundraiserSchema,
  fundraiserCardSchema,
  listQuerySchema,
  pageMetaSchema,
  shortCodeParamSchema,
} from '#shared/schemas/fundraiser.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route, signedIn } = routesOf('Fundraisers');

export const createFundraiser = signedIn('post', API.fundraisers, {
  summary: 'Start a fundraiser (Pending Review) for the signed-in, verified user; honours Idempotency-Key',
  request: { body: jsonBody(createFundraiserSchema) },
  responses: {
    201: json(createdFundraiserReplySchema, 'Created'),
    ...pick(400, 403, 409, 422),
  },
});

export const listFundraisers = route('get', API.fundraisers, {
  summary: 'Live fundraisers for the explore page, newest first, optionally by category slug',
  request: { query: listQuerySchema },
  responses: { 200: json(z.object({ data: z.array(fundraiserCardSchema), meta: pageMetaSchema }), 'A page of cards') },
});

export const myFundraisers = signedIn('get', API.myFundraisers, {
  summary: "The signed-in user's fundraisers in every status",
  responses: { 200: json(z.object({ data: z.array(fundraiserCardSchema) }), 'Cards, newest first') },
});

export const closeFundraiser = signedIn('post', '/fundraisers/{short_code}/close/', {
  summary: 'Close your own live fundraiser (reviewers close through moderation, with a reason)',
  request: { params: shortCodeParamSchema },
  responses: { 200: json(z.object({ message: z.string() }), 'Closed'), ...pick(403, 404, 409) },
});
