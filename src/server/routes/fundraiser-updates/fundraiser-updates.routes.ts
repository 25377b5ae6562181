import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  fundraiserUpdateSchema,
  fundraiserUpdatesPageSchema,
  postedUpdateSchema,
} from '#shared/schemas/fundraiser-update.schema.ts';
import { pageQuerySchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { bearerSecurity, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Fundraiser updates'];

export const post = createRoute({
  method: 'post',
  path: '/fundraisers/{short_code}/updates/',
  tags,
  summary:
    'The owner posts an update (live or closed fundraisers, 10 a day); e-mailed to donors who asked for updates; honours Idempotency-Key',
  security: bearerSecurity,
  request: {
    params: shortCodeParamSchema,
    body: jsonBody(fundraiserUpdateSchema),
    headers: z.object({ 'idempotency-key': z.string().optional() }),
  },
  responses: { 201: json(postedUpdateSchema, 'Posted'), ...pick(400, 401, 403, 404, 409, 422, 429) },
});

export const list = createRoute({
  method: 'get',
  path: '/fundraisers/{short_code}/updates/',
  tags,
  summary: "A live or closed fundraiser's updates, newest first, paged (author: the organiser's name)",
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(fundraiserUpdatesPageSchema, 'A page of updates'), ...pick(404) },
});
