import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { itemCodeParamSchema, removeItemSchema, reportedItemsReplySchema } from '#shared/schemas/items.schema.ts';
import { dismissReportsSchema } from '#shared/schemas/report.schema.ts';
import { bearerSecurity, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Moderation (reviewers)'];
const done = json(z.object({ message: z.string() }), 'Done');

export const reportedItems = createRoute({
  method: 'get',
  path: API.reportedItems,
  tags,
  summary: 'Item offers the public reported, with their open reports; the longest waiting first',
  security: bearerSecurity,
  responses: { 200: json(reportedItemsReplySchema, 'The reported offers'), ...pick(401, 403) },
});

export const removeItem = createRoute({
  method: 'post',
  path: '/moderation/items/{code}/remove/',
  tags,
  summary: 'Remove an offer with a reason (recorded); its reports are settled and the donor is e-mailed',
  security: bearerSecurity,
  request: { params: itemCodeParamSchema, body: jsonBody(removeItemSchema) },
  responses: { 200: done, ...pick(400, 401, 403, 404, 409) },
});

export const dismissItemReports = createRoute({
  method: 'post',
  path: '/moderation/items/{code}/dismiss-reports/',
  tags,
  summary: "Nothing wrong: settle the offer's open reports, with a reason (recorded)",
  security: bearerSecurity,
  request: { params: itemCodeParamSchema, body: jsonBody(dismissReportsSchema) },
  responses: { 200: done, ...pick(400, 401, 403, 404, 409) },
});
