import { createRoute } from '@hono/zod-openapi';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { reportRequestSchema } from '#shared/schemas/report.schema.ts';
import { json, jsonBody, pick } from '../../lib/openapi.ts';

export const fileReport = createRoute({
  method: 'post',
  path: '/fundraisers/{short_code}/reports/',
  tags: ['Reports'],
  summary: 'Report this fundraiser: no account needed; reviewers see it at /review',
  description: 'Nothing about the reporter is stored. Limited per address and per fundraiser.',
  request: { params: shortCodeParamSchema, body: jsonBody(reportRequestSchema) },
  responses: { 201: json(messageReplySchema, 'Received'), ...pick(400, 404, 429) },
});
