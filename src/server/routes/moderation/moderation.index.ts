import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireReviewer, requireUser } from '../../auth/middleware.ts';
import * as moderation from '../../services/moderation.ts';
import * as routes from './moderation.routes.ts';

export function mountModeration(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.use('/moderation/*', requireUser(deps), requireReviewer);
  api.openapi(routes.pending, async (c) => c.json({ data: await moderation.listPendingCards(deps) }, 200));
  api.openapi(routes.approve, async (c) => {
    await moderation.approve(deps, c.req.valid('param').short_code, c.get('user').id);
    return c.json({ message: 'Fundraiser approved and live' }, 200);
  });
  api.openapi(routes.reject, async (c) => {
    await moderation.reject(deps, c.req.valid('param').short_code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: 'Fundraiser rejected' }, 200);
  });
}
