import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { contactSchema } from '#shared/schemas/contact.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import { insertContactMessage } from '../../db/repositories/contact.repository.ts';
import { json, jsonBody, pick } from '../../lib/openapi.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

export const CONTACT_THANKS = 'Thank you! We answer every message within 48 hours.';

const contact = createRoute({
  method: 'post',
  path: API.contact,
  tags: ['Support'],
  summary: 'The contact form: stored and e-mailed to support',
  request: { body: jsonBody(contactSchema) },
  responses: { 201: json(z.object({ message: z.string() }), 'Received'), ...pick(400, 429) },
});

export function mountContact(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(contact, async (c) => {
    const body = c.req.valid('json');
    await enforceLimit(c, deps, 'contact', body.email_address);
    await insertContactMessage(deps.db, { id: newId(), ...body, user_id: null, created_at: nowIso() });
    await deps.mailer.send({
      to: deps.env.SUPPORT_EMAIL,
      subject: `[Contact: ${body.topic}] ${body.name}`,
      text: `From: ${body.name} <${body.email_address}>\nTopic: ${body.topic}\n\n${body.message}`,
    });
    return c.json({ message: CONTACT_THANKS }, 201);
  });
}
