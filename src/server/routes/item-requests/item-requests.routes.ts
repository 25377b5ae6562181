import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import {
  itemMessageReplySchema,
  itemMessageSchema,
  itemMessagesReplySchema,
  itemRequestReplySchema,
  itemRequestsReplySchema,
  itemRequestViewSchema,
  ITEM_MSG,
} from '#shared/schemas/items.schema.ts';
import { bearerSecurity, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Item requests'];
const params = z.object({ id: z.string().min(1).max(100, { error: ITEM_MSG.requestNotFound }) });
const change = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    security: bearerSecurity,
    request: { params },
    responses: { 200: json(itemRequestReplySchema, 'Done'), ...pick(401, 403, 404, 409) },
  });

export const myRequests = createRoute({
  method: 'get',
  path: API.myItemRequests,
  tags,
  summary: "The signed-in user's requests for items, newest first, each with its state",
  security: bearerSecurity,
  responses: { 200: json(itemRequestsReplySchema, 'Requests'), ...pick(401) },
});

export const getRequest = createRoute({
  method: 'get',
  path: '/item-requests/{id}/',
  tags,
  summary: "One request, for its two parties only; once accepted, with the donor's chosen contact",
  security: bearerSecurity,
  request: { params },
  responses: { 200: json(z.object({ data: itemRequestViewSchema }), 'The request'), ...pick(401, 404) },
});

export const accept = change(
  '/item-requests/{id}/accept/',
  'The donor accepts an open request: the item is reserved; other open requests wait until it is given',
);
export const decline = change(
  '/item-requests/{id}/decline/',
  'The donor declines a request (an accepted one puts the item back on the list)',
);
export const withdraw = change(
  '/item-requests/{id}/withdraw/',
  'The requester withdraws (an accepted request puts the item back on the list)',
);

export const listMessages = createRoute({
  method: 'get',
  path: '/item-requests/{id}/messages/',
  tags,
  summary: 'The messages of an accepted request, oldest first (its two parties only)',
  security: bearerSecurity,
  request: { params },
  responses: { 200: json(itemMessagesReplySchema, 'Messages'), ...pick(401, 404, 409) },
});

export const postMessage = createRoute({
  method: 'post',
  path: '/item-requests/{id}/messages/',
  tags,
  summary: 'Write to the other party of an accepted request',
  security: bearerSecurity,
  request: { params, body: jsonBody(itemMessageSchema) },
  responses: { 201: json(itemMessageReplySchema, 'Sent'), ...pick(400, 401, 404, 409, 429) },
});
