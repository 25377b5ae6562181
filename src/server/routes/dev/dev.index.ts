import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { readOutbox } from '../../db/repositories/outbox.repository.ts';
import { isDemoMode } from '../../env.ts';
import { json } from '../../lib/openapi.ts';

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

/** Only mounted in demo mode, so production has no such route at all. */
export function mountDev(api: OpenAPIHono<AppEnv>, deps: Deps) {
  if (!isDemoMode(deps.env)) return;
  api.openapi(outbox, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readOutbox(deps.db, c.req.valid('query').to) }, 200);
  });
}
