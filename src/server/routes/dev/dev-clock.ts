import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { AppEnv } from '../../deps.ts';
import { clock } from '../../lib/clock.ts';
import { json, jsonBody } from '../../lib/openapi.ts';

// Demo mode's clock (D-234): API and end-to-end tests move the server's calendar to an hour of
// their choosing, and the jobs that follow it (pledge reminders) run at once.

const clockAnswer = json(z.object({ now: z.string() }), "The server's time now");

const setClock = createRoute({
  method: 'put',
  path: API.devClock,
  tags: ['Demo mode'],
  summary: "Moves the server's calendar to `now` (ISO 8601); it goes on from there",
  request: { body: jsonBody(z.object({ now: z.iso.datetime({ offset: true, error: 'Give now as ISO 8601' }) })) },
  responses: { 200: clockAnswer },
});

const resetClock = createRoute({
  method: 'delete',
  path: API.devClock,
  tags: ['Demo mode'],
  summary: 'Gives the server back the real time',
  responses: { 200: clockAnswer },
});

const readClock = createRoute({
  method: 'get',
  path: API.devClock,
  tags: ['Demo mode'],
  summary: "The server's time",
  responses: { 200: clockAnswer },
});

/** Mounted by mountDev, so only in demo mode. */
export function mountDevClock(api: OpenAPIHono<AppEnv>) {
  api.openapi(setClock, (c) => {
    clock.set(new Date(c.req.valid('json').now));
    return c.json({ now: clock.now().toISOString() }, 200);
  });
  api.openapi(resetClock, (c) => {
    clock.reset();
    return c.json({ now: clock.now().toISOString() }, 200);
  });
  api.openapi(readClock, (c) => c.json({ now: clock.now().toISOString() }, 200));
}
