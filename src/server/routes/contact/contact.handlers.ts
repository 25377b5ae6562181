import type { Deps } from '../../deps.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import { insertContactMessage } from '../../db/repositories/contact.repository.ts';
import type { Handler } from '../../lib/openapi.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import type * as R from './contact.routes.ts';

export const CONTACT_THANKS = 'Thank you! We answer every message within 48 hours.';

export const contact =
  (deps: Deps): Handler<typeof R.contact> =>
  async (c) => {
    const body = c.req.valid('json');
    await enforceLimit(c, deps, 'contact', body.email_address);
    await insertContactMessage(deps.db, { id: newId(), ...body, user_id: null, created_at: nowIso() });
    await deps.mailer.send({
      to: deps.env.SUPPORT_EMAIL,
      subject: `[Contact: ${body.topic}] ${body.name}`,
      text: `From: ${body.name} <${body.email_address}>\nTopic: ${body.topic}\n\n${body.message}`,
    });
    return c.json({ message: CONTACT_THANKS }, 201);
  };
