import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { json } from '../../lib/openapi.ts';

const health = createRoute({
  method: 'get',
  path: API.health,
  tags: ['Operations'],
  summary: 'Ready when the database answers',
  responses: {
    200: json(z.object({ status: z.literal('ok') }), 'Ready'),
    503: json(z.object({ status: z.literal('unavailable') }), 'The database does not answer'),
  },
});

export function mountHealth(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(health, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(deps.db);
      return c.json({ status: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });
}
