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
import { json, jsonBody, photoUploadRequest, pick, routesOf } from '../../lib/openapi.ts';

const { route, signedIn } = routesOf('Items');
const params = itemCodeParamSchema;

export const offerItem = signedIn('post', API.items, {
  summary: 'Offer a physical item (public at once) as the signed-in, verified user; honours Idempotency-Key',
  request: { body: jsonBody(offerItemSchema) },
  responses: { 201: json(offeredItemReplySchema, 'Posted'), ...pick(400, 403, 409, 422, 429) },
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

export const listItems = route('get', API.items, {
  summary: 'Available and reserved offers, newest first; by category and county, searched by q',
  request: { query: listQueryDoc },
  responses: { 200: json(itemListReplySchema, 'A page of item cards') },
});

export const myItems = signedIn('get', API.myItems, {
  summary: "The signed-in donor's offers in every status, each with its number of open requests",
  responses: { 200: json(myItemsReplySchema, 'Cards, newest first') },
});

export const getItem = route('get', '/items/{code}/', {
  summary: 'The item page (a given item stays readable; a removed one is gone); `viewer` when signed in',
  request: { params },
  responses: { 200: json(z.object({ data: itemSchema }), 'The item'), ...pick(404) },
});

/** Multipart bodies are parsed by the handler itself, so this route is documented by hand. */
export const uploadItemImages = signedIn('post', API.itemImages, {
  summary: "Add photos to one's own offer: PNG or JPEG, 2 MB each, 5 per item; honours Idempotency-Key",
  request: photoUploadRequest('item'),
  responses: {
    201: json(itemImagesReplySchema, 'Stored (or the first result of a replayed key)'),
    ...pick(400, 403, 404, 409, 413, 422),
  },
});

export const requestItem = signedIn('post', '/items/{code}/requests/', {
  summary: 'Ask for an available item (verified accounts, not its donor; one open request per person)',
  request: { params, body: jsonBody(itemRequestSchema) },
  responses: {
    201: json(itemRequestReplySchema, 'Sent; the donor is e-mailed'),
    ...pick(400, 403, 404, 409, 429),
  },
});

export const itemRequests = signedIn('get', '/items/{code}/requests/', {
  summary: "The item's requests, for its donor, in the order they came",
  request: { params },
  responses: { 200: json(itemRequestsReplySchema, 'Requests'), ...pick(403, 404) },
});

export const markGiven = signedIn('post', '/items/{code}/given/', {
  summary: 'The donor handed the reserved item over: given; requests still open are closed',
  request: { params },
  responses: { 200: json(z.object({ message: z.string(), data: itemSchema }), 'Given'), ...pick(403, 404, 409) },
});

export const reportItem = route('post', '/items/{code}/reports/', {
  summary: 'Report this offer: no account needed; reviewers see it in their queue',
  description: 'Nothing about the reporter is stored. Limited per address and per item.',
  request: { params, body: jsonBody(reportRequestSchema) },
  responses: { 201: json(messageReplySchema, 'Received'), ...pick(400, 404, 429) },
});
