import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import {
  itemCodeParamSchema,
  itemImagesReplySchema,
  ITEM_CATEGORIES,
  itemListReplySchema,
  itemRequestReplySchema,
  itemRequestSchema,
  itemRequestsReplySchema,
  itemSchema,
  myItemsReplySchema,
  offeredItemReplySchema,
  offerItemSchema,
} from '#shared/schemas/items.schema.ts';
import { reportRequestSchema } from '#shared/schemas/report.schema.ts';
import { bearerSecurity, json, jsonBody, photoUploadRequest, pick } from '../../lib/openapi.ts';

const tags = ['Items'];
const params = itemCodeParamSchema;

export const offerItem = createRoute({
  method: 'post',
  path: API.items,
  tags,
  summary: 'Offer a physical item (public at once) as the signed-in, verified user; honours Idempotency-Key',
  security: bearerSecurity,
  request: { body: jsonBody(offerItemSchema) },
  responses: { 201: json(offeredItemReplySchema, 'Posted'), ...pick(400, 401, 403, 409, 422, 429) },
});

/**
 * What GET /items/ documents. The handler reads the query with the shared itemListQuerySchema,
 * whose `.catch` (a bad filter is ignored, as the app's own route does) has no OpenAPI form.
 */
const listQueryDoc = z.object({
  category: z
    .string()
    .optional()
    .meta({ description: `One of ${ITEM_CATEGORIES.join(', ')}; anything else is ignored` }),
  county: z.string().optional().meta({ description: 'One of the 47 counties; anything else is ignored' }),
  q: z.string().optional().meta({ description: 'Searched in title, description and town (up to 100 characters)' }),
  page: z.string().optional().meta({ description: 'From 1' }),
  page_size: z
    .string()
    .optional()
    .meta({ description: `1 to ${PAGE_SIZE_MAX}` }),
});

export const listItems = createRoute({
  method: 'get',
  path: API.items,
  tags,
  summary: 'Available and reserved offers, newest first; by category and county, searched by q',
  request: { query: listQueryDoc },
  responses: { 200: json(itemListReplySchema, 'A page of item cards') },
});

export const myItems = createRoute({
  method: 'get',
  path: API.myItems,
  tags,
  summary: "The signed-in donor's offers in every status, each with its number of open requests",
  security: bearerSecurity,
  responses: { 200: json(myItemsReplySchema, 'Cards, newest first'), ...pick(401) },
});

export const getItem = createRoute({
  method: 'get',
  path: '/items/{code}/',
  tags,
  summary: 'The item page (a given item stays readable; a removed one is gone); `viewer` when signed in',
  request: { params },
  responses: { 200: json(z.object({ data: itemSchema }), 'The item'), ...pick(404) },
});

/** Multipart bodies are parsed by the handler itself, so this route is documented by hand. */
export const uploadItemImages = {
  method: 'post',
  path: API.itemImages,
  tags,
  summary: "Add photos to one's own offer: PNG or JPEG, 2 MB each, 5 per item; honours Idempotency-Key",
  security: bearerSecurity,
  request: photoUploadRequest('item'),
  responses: {
    201: json(itemImagesReplySchema, 'Stored (or the first result of a replayed key)'),
    ...pick(400, 401, 403, 404, 409, 413, 422),
  },
} satisfies RouteConfig;

export const requestItem = createRoute({
  method: 'post',
  path: '/items/{code}/requests/',
  tags,
  summary: 'Ask for an available item (verified accounts, not its donor; one open request per person)',
  security: bearerSecurity,
  request: { params, body: jsonBody(itemRequestSchema) },
  responses: {
    201: json(itemRequestReplySchema, 'Sent; the donor is e-mailed'),
    ...pick(400, 401, 403, 404, 409, 429),
  },
});

export const itemRequests = createRoute({
  method: 'get',
  path: '/items/{code}/requests/',
  tags,
  summary: "The item's requests, for its donor, in the order they came",
  security: bearerSecurity,
  request: { params },
  responses: { 200: json(itemRequestsReplySchema, 'Requests'), ...pick(401, 403, 404) },
});

export const markGiven = createRoute({
  method: 'post',
  path: '/items/{code}/given/',
  tags,
  summary: 'The donor handed the reserved item over: given; requests still open are closed',
  security: bearerSecurity,
  request: { params },
  responses: { 200: json(z.object({ message: z.string(), data: itemSchema }), 'Given'), ...pick(401, 403, 404, 409) },
});

export const reportItem = createRoute({
  method: 'post',
  path: '/items/{code}/reports/',
  tags,
  summary: 'Report this offer: no account needed; reviewers see it in their queue',
  description: 'Nothing about the reporter is stored. Limited per address and per item.',
  request: { params, body: jsonBody(reportRequestSchema) },
  responses: { 201: json(messageReplySchema, 'Received'), ...pick(400, 404, 429) },
});
