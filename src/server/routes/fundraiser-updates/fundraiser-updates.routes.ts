import { z } from 'zod';
import {
  fundraiserUpdateSchema,
  fundraiserUpdatesPageSchema,
  postedUpdateSchema,
} from '#shared/schemas/fundraiser-update.schema.ts';
import { pageQuerySchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route, signedIn } = routesOf('Fundraiser updates');

export const post = signedIn('post', '/fundraisers/{short_code}/updates/', {
  summary:
    'The owner posts an update (live or closed fundraisers, 10 a day); e-mailed to donors who asked for updates; honours Idempotency-Key',
  request: {
    params: shortCodeParamSchema,
    body: jsonBody(fundraiserUpdateSchema),
    headers: z.object({ 'idempotency-key': z.string().optional() }),
  },
  responses: { 201: json(postedUpdateSchema, 'Posted'), ...pick(400, 403, 404, 409, 422, 429) },
});

export const list = route('get', '/fundraisers/{short_code}/updates/', {
  summary: "A live or closed fundraiser's updates, newest first, paged (author: the organiser's name)",
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(fundraiserUpdatesPageSchema, 'A page of updates'), ...pick(404) },
});
