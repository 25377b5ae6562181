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
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Item requests');
const params = z.object({ id: z.string().min(1).max(100, { error: ITEM_MSG.requestNotFound }) });
const change = (path: string, summary: string) =>
  signedIn('post', path, {
    summary,
    request: { params },
    responses: { 200: json(itemRequestReplySchema, 'Done'), ...pick(403, 404, 409) },
  });

export const myRequests = signedIn('get', API.myItemRequests, {
  summary: "The signed-in user's requests for items, newest first, each with its state",
  responses: { 200: json(itemRequestsReplySchema, 'Requests') },
});

export const getRequest = signedIn('get', '/item-requests/{id}/', {
  summary: "One request, for its two parties only; once accepted, with the donor's chosen contact",
  request: { params },
  responses: { 200: json(z.object({ data: itemRequestViewSchema }), 'The request'), ...pick(404) },
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

export const listMessages = signedIn('get', '/item-requests/{id}/messages/', {
  summary: 'The messages of an accepted request, oldest first (its two parties only)',
  request: { params },
  responses: { 200: json(itemMessagesReplySchema, 'Messages'), ...pick(404, 409) },
});

export const postMessage = signedIn('post', '/item-requests/{id}/messages/', {
  summary: 'Write to the other party of an accepted request',
  request: { params, body: jsonBody(itemMessageSchema) },
  responses: { 201: json(itemMessageReplySchema, 'Sent'), ...pick(400, 404, 409, 429) },
});
