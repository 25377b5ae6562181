import { pageQuerySchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import {
  ownerSupportMessagesPageSchema,
  supportMessageChangedSchema,
  supportMessageParamSchema,
  supportMessagesPageSchema,
  supportMessageVisibilitySchema,
} from '#shared/schemas/support-message.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route, signedIn } = routesOf('Words of support');

export const list = route('get', '/fundraisers/{short_code}/support-messages/', {
  summary:
    "The words of support of a fundraiser's paid donations, newest first, paged; none its owner hid; no name for an anonymous donor",
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(supportMessagesPageSchema, 'A page of words of support'), ...pick(404) },
});

export const ownerList = signedIn('get', '/fundraisers/{short_code}/support-messages/all/', {
  summary: "The owner's list: every word of support, hidden ones marked, each named by its donation's reference",
  request: { params: shortCodeParamSchema, query: pageQuerySchema },
  responses: { 200: json(ownerSupportMessagesPageSchema, 'A page of words of support'), ...pick(403, 404) },
});

export const setVisibility = signedIn('patch', '/fundraisers/{short_code}/support-messages/{reference}/', {
  summary: 'The owner hides words of support from the public page (`hidden: true`) or shows them again',
  request: { params: supportMessageParamSchema, body: jsonBody(supportMessageVisibilitySchema) },
  responses: { 200: json(supportMessageChangedSchema, 'Changed'), ...pick(400, 403, 404) },
});
