import { createRoute } from '@hono/zod-openapi';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { contactSchema } from '#shared/schemas/contact.schema.ts';
import { json, jsonBody, pick } from '../../lib/openapi.ts';

export const contact = createRoute({
  method: 'post',
  path: API.contact,
  tags: ['Support'],
  summary: 'The contact form: stored and e-mailed to support',
  request: { body: jsonBody(contactSchema) },
  responses: { 201: json(messageReplySchema, 'Received'), ...pick(400, 429) },
});
