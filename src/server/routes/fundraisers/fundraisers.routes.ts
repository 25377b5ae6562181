import { createRoute } from '@hono/zod-openapi';
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
import { bearerSecurity, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Fundraisers'];

export const createFundraiser = createRoute({
  method: 'post',
  path: API.fundraisers,
  tags,
  summary: 'Start a fundraiser (Pending Review) for the signed-in, verified user; honours Idempotency-Key',
  security: bearerSecurity,
  request: { body: jsonBody(createFundraiserSchema) },
  responses: {
    201: json(createdFundraiserReplySchema, 'Created'),
    ...pick(400, 401, 403, 409, 422),
  },
});

export const listFundraisers = createRoute({
  method: 'get',
  path: API.fundraisers,
  tags,
  summary: 'Live fundraisers for the explore page, newest first, optionally by category slug',
  request: { query: listQuerySchema },
  responses: { 200: json(z.object({ data: z.array(fundraiserCardSchema), meta: pageMetaSchema }), 'A page of cards') },
});

export const myFundraisers = createRoute({
  method: 'get',
  path: API.myFundraisers,
  tags,
  summary: "The signed-in user's fundraisers in every status",
  security: bearerSecurity,
  responses: { 200: json(z.object({ data: z.array(fundraiserCardSchema) }), 'Cards, newest first'), ...pick(401) },
});

export const closeFundraiser = createRoute({
  method: 'post',
  path: '/fundraisers/{short_code}/close/',
  tags,
  summary: 'Close your own live fundraiser (reviewers close through moderation, with a reason)',
  security: bearerSecurity,
  request: { params: shortCodeParamSchema },
  responses: { 200: json(z.object({ message: z.string() }), 'Closed'), ...pick(401, 403, 404, 409) },
});
