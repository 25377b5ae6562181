import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { contactSchema } from '#shared/schemas/contact.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Support');

export const contact = route('post', API.contact, {
  summary: 'The contact form: stored and e-mailed to support',
  request: { body: jsonBody(contactSchema) },
  responses: { 201: json(messageReplySchema, 'Received'), ...pick(400, 429) },
});
