import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import {
  pledgeConfirmedSchema,
  pledgeConfirmSchema,
  pledgeCreatedSchema,
  pledgeIdParamSchema,
  pledgeRequestSchema,
  pledgeTokenQuerySchema,
  pledgeViewSchema,
} from '#shared/pledges/pledge.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

// The pledger's side of pledges (D-230, D-231): no account, the phone's code, then the link's token.

const { route } = routesOf('Pledges');

export const create = route('post', '/fundraisers/{short_code}/pledges/', {
  summary: 'Pledge to a live fundraiser (no account): a 6-digit code is sent by SMS to the phone',
  request: { params: shortCodeParamSchema, body: jsonBody(pledgeRequestSchema) },
  responses: { 201: json(pledgeCreatedSchema, 'Waiting for its code'), ...pick(400, 404, 409, 429) },
});

export const confirm = route('post', '/pledges/{id}/confirm/', {
  summary:
    "Confirms a pledge with its phone's code: it is open, and its link (with its token) is given and sent by SMS",
  request: { params: pledgeIdParamSchema, body: jsonBody(pledgeConfirmSchema) },
  responses: { 200: json(pledgeConfirmedSchema, 'Confirmed'), ...pick(400, 404, 409, 429) },
});

export const resend = route('post', '/pledges/{id}/code/', {
  summary: 'A new code for a pledge still waiting for one (the previous code stops working)',
  request: { params: pledgeIdParamSchema },
  responses: { 202: json(messageReplySchema, 'Sent'), ...pick(404, 409, 429) },
});

export const read = route('get', '/pledges/{id}/', {
  summary: "A pledge as the holder of its link sees it (t: the link's token)",
  request: { params: pledgeIdParamSchema, query: pledgeTokenQuerySchema },
  responses: { 200: json(pledgeViewSchema, 'The pledge'), ...pick(404, 429) },
});

export const release = route('post', '/pledges/{id}/release/', {
  summary: 'Releases a pledge in one tap from its link (t: the token); a fully paid one cannot be',
  request: { params: pledgeIdParamSchema, query: pledgeTokenQuerySchema },
  responses: { 200: json(pledgeViewSchema, 'Released'), ...pick(404, 409, 429) },
});
