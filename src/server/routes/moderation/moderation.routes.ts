import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { rejectSchema, shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import {
  closeByReviewerSchema,
  decisionsQuerySchema,
  decisionsReplySchema,
  pendingReplySchema,
} from '#shared/schemas/moderation.schema.ts';
import { itemCodeParamSchema, removeItemSchema, reportedItemsReplySchema } from '#shared/schemas/items.schema.ts';
import { dismissReportsSchema, reportedReplySchema } from '#shared/schemas/report.schema.ts';
import { bearerSecurity, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Moderation (reviewers)'];
const done = json(z.object({ message: z.string() }), 'Done; the owner is told by e-mail');

export const pending = createRoute({
  method: 'get',
  path: API.pending,
  tags,
  summary: 'Fundraisers waiting for review, oldest first',
  security: bearerSecurity,
  responses: {
    200: json(pendingReplySchema, 'The queue, each with every detail, its photos and its organiser'),
    ...pick(401, 403),
  },
});

export const approve = createRoute({
  method: 'post',
  path: '/moderation/fundraisers/{short_code}/approve/',
  tags,
  summary: 'Approve: Pending Review → live',
  security: bearerSecurity,
  request: { params: shortCodeParamSchema },
  responses: { 200: done, ...pick(401, 403, 404, 409) },
});

export const reject = createRoute({
  method: 'post',
  path: '/moderation/fundraisers/{short_code}/reject/',
  tags,
  summary: 'Reject with a reason: Pending Review → rejected',
  security: bearerSecurity,
  request: { params: shortCodeParamSchema, body: jsonBody(rejectSchema) },
  responses: { 200: done, ...pick(400, 401, 403, 404, 409) },
});

export const close = createRoute({
  method: 'post',
  path: '/moderation/fundraisers/{short_code}/close/',
  tags,
  summary: 'Close with a reason: live → closed (it stops taking donations)',
  security: bearerSecurity,
  request: { params: shortCodeParamSchema, body: jsonBody(closeByReviewerSchema) },
  responses: { 200: done, ...pick(400, 401, 403, 404, 409) },
});

export const decisions = createRoute({
  method: 'get',
  path: API.decisions,
  tags,
  summary: 'Every moderation decision (who, when, what, why), newest first',
  security: bearerSecurity,
  request: { query: decisionsQuerySchema },
  responses: { 200: json(decisionsReplySchema, 'A page of decisions'), ...pick(400, 401, 403) },
});

export const reported = createRoute({
  method: 'get',
  path: API.reported,
  tags,
  summary: 'Fundraisers the public reported, with their open reports; the longest waiting first',
  security: bearerSecurity,
  responses: { 200: json(reportedReplySchema, 'The reported list'), ...pick(401, 403) },
});

export const dismissReports = createRoute({
  method: 'post',
  path: '/moderation/fundraisers/{short_code}/dismiss-reports/',
  tags,
  summary: 'Nothing wrong: settle its open reports, with a reason (recorded)',
  security: bearerSecurity,
  request: { params: shortCodeParamSchema, body: jsonBody(dismissReportsSchema) },
  responses: { 200: json(z.object({ message: z.string() }), 'Dismissed'), ...pick(400, 401, 403, 404, 409) },
});

// Item offers (decisions, 'Physical items'): public without review, brought here by reports.
const itemDone = json(z.object({ message: z.string() }), 'Done');

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
  responses: { 200: itemDone, ...pick(400, 401, 403, 404, 409) },
});

export const dismissItemReports = createRoute({
  method: 'post',
  path: '/moderation/items/{code}/dismiss-reports/',
  tags,
  summary: "Nothing wrong: settle the offer's open reports, with a reason (recorded)",
  security: bearerSecurity,
  request: { params: itemCodeParamSchema, body: jsonBody(dismissReportsSchema) },
  responses: { 200: itemDone, ...pick(400, 401, 403, 404, 409) },
});
