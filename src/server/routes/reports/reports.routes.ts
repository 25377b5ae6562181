import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import { reportRequestSchema } from '#shared/schemas/report.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Reports');

export const fileReport = route('post', '/fundraisers/{short_code}/reports/', {
  summary: 'Report this fundraiser: no account needed; reviewers see it at /review',
  description: 'Nothing about the reporter is stored. Limited per address and per fundraiser.',
  request: { params: shortCodeParamSchema, body: jsonBody(reportRequestSchema) },
  responses: { 201: json(messageReplySchema, 'Received'), ...pick(400, 404, 429) },
});
