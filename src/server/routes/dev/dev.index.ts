import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { normalizeKenyanPhone } from '#shared/phone.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { readOutbox, readSmsOutbox } from '../../db/repositories/outbox.repository.ts';
import { isDemoMode } from '../../env.ts';
import { json } from '../../lib/openapi.ts';
import { mountDevClock } from './dev-clock.ts';

const outbox = createRoute({
  method: 'get',
  path: API.outbox,
  tags: ['Demo mode'],
  summary: 'E-mails the demo server "sent" to an address, newest first (never in production)',
  request: {
    query: z.object({
      to: z.string({ error: 'Give the address as ?to=' }).trim().min(1, { error: 'Give the address as ?to=' }),
    }),
  },
  responses: {
    200: json(
      z.object({
        data: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() })),
      }),
      'The e-mails',
    ),
  },
});

const giveNumber = { error: 'Give a Kenyan mobile number as ?to=2547XXXXXXXX' };

const smsOutbox = createRoute({
  method: 'get',
  path: API.smsOutbox,
  tags: ['Demo mode'],
  summary: 'Texts written to a number (sent, waiting for quiet hours to end, or failed), newest first',
  request: {
    query: z.object({
      to: z
        .string(giveNumber)
        .transform((to) => normalizeKenyanPhone(to) ?? '')
        .pipe(z.string().min(1, giveNumber)),
    }),
  },
  responses: {
    200: json(
      z.object({
        data: z.array(
          z.object({
            to: z.string(),
            text: z.string(),
            status: z.enum(['pending', 'sent', 'failed']),
            created_at: z.string(),
            send_after: z.string().nullable(),
            sent_at: z.string().nullable(),
          }),
        ),
      }),
      'The texts',
    ),
  },
});

/** Only mounted in demo mode, so production has no such route at all. */
export function mountDev(api: OpenAPIHono<AppEnv>, deps: Deps) {
  if (!isDemoMode(deps.env)) return;
  api.openapi(outbox, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readOutbox(deps.db, c.req.valid('query').to) }, 200);
  });
  api.openapi(smsOutbox, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readSmsOutbox(deps.db, c.req.valid('query').to) }, 200);
  });
  mountDevClock(api);
}
