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
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Moderation (reviewers)');
const done = json(z.object({ message: z.string() }), 'Done; the owner is told by e-mail');

export const pending = signedIn('get', API.pending, {
  summary: 'Fundraisers waiting for review, oldest first',
  responses: {
    200: json(pendingReplySchema, 'The queue, each with every detail, its photos and its organiser'),
    ...pick(403),
  },
});

export const approve = signedIn('post', '/moderation/fundraisers/{short_code}/approve/', {
  summary: 'Approve: Pending Review → live',
  request: { params: shortCodeParamSchema },
  responses: { 200: done, ...pick(403, 404, 409) },
});

export const reject = signedIn('post', '/moderation/fundraisers/{short_code}/reject/', {
  summary: 'Reject with a reason: Pending Review → rejected',
  request: { params: shortCodeParamSchema, body: jsonBody(rejectSchema) },
  responses: { 200: done, ...pick(400, 403, 404, 409) },
});

export const close = signedIn('post', '/moderation/fundraisers/{short_code}/close/', {
  summary: 'Close with a reason: live → closed (it stops taking donations)',
  request: { params: shortCodeParamSchema, body: jsonBody(closeByReviewerSchema) },
  responses: { 200: done, ...pick(400, 403, 404, 409) },
});

export const decisions = signedIn('get', API.decisions, {
  summary: 'Every moderation decision (who, when, what, why), newest first',
  request: { query: decisionsQuerySchema },
  responses: { 200: json(decisionsReplySchema, 'A page of decisions'), ...pick(400, 403) },
});

export const reported = signedIn('get', API.reported, {
  summary: 'Fundraisers the public reported, with their open reports; the longest waiting first',
  responses: { 200: json(reportedReplySchema, 'The reported list'), ...pick(403) },
});

export const dismissReports = signedIn('post', '/moderation/fundraisers/{short_code}/dismiss-reports/', {
  summary: 'Nothing wrong: settle its open reports, with a reason (recorded)',
  request: { params: shortCodeParamSchema, body: jsonBody(dismissReportsSchema) },
  responses: { 200: json(z.object({ message: z.string() }), 'Dismissed'), ...pick(400, 403, 404, 409) },
});

// Item offers (decisions, 'Physical items'): public without review, brought here by reports.
const itemDone = json(z.object({ message: z.string() }), 'Done');

export const reportedItems = signedIn('get', API.reportedItems, {
  summary: 'Item offers the public reported, with their open reports; the longest waiting first',
  responses: { 200: json(reportedItemsReplySchema, 'The reported offers'), ...pick(403) },
});

export const removeItem = signedIn('post', '/moderation/items/{code}/remove/', {
  summary: 'Remove an offer with a reason (recorded); its reports are settled and the donor is e-mailed',
  request: { params: itemCodeParamSchema, body: jsonBody(removeItemSchema) },
  responses: { 200: itemDone, ...pick(400, 403, 404, 409) },
});

export const dismissItemReports = signedIn('post', '/moderation/items/{code}/dismiss-reports/', {
  summary: "Nothing wrong: settle the offer's open reports, with a reason (recorded)",
  request: { params: itemCodeParamSchema, body: jsonBody(dismissReportsSchema) },
  responses: { 200: itemDone, ...pick(400, 403, 404, 409) },
});
