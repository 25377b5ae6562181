import { createRoute } from '@hono/zod-openapi';
import { pageQuerySchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import {
  ownerSupportMessagesPageSchema,
  supportMessageChangedSchema,
  supportMessageParamSchema,
  supportMessagesPageSchema,
  supportMessageVisibilitySchema,
} from '#shared/schemas/support-message.schema.ts';
import { bearerSecurity, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Words of support'];

export const list = createRoute({
  method: 'get',
  path: '/fundraisers/{short_code}/support-messages/',
  tags,
  summary:
    "The words of support of a fundraiser's paid donations, newest first, paged; none its owner hid; no name for an anonymous donor",
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(supportMessagesPageSchema, 'A page of words of support'), ...pick(404) },
});

export const ownerList = createRoute({
  method: 'get',
  path: '/fundraisers/{short_code}/support-messages/all/',
  tags,
  summary: "The owner's list: every word of support, hidden ones marked, each named by its donation's reference",
  security: bearerSecurity,
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(ownerSupportMessagesPageSchema, 'A page of words of support'), ...pick(401, 403, 404) },
});

export const setVisibility = createRoute({
  method: 'patch',
  path: '/fundraisers/{short_code}/support-messages/{reference}/',
  tags,
  summary: 'The owner hides words of support from the public page (`hidden: true`) or shows them again',
  security: bearerSecurity,
  request: { params: supportMessageParamSchema, body: jsonBody(supportMessageVisibilitySchema) },
  responses: { 200: json(supportMessageChangedSchema, 'Changed'), ...pick(400, 401, 403, 404) },
});
