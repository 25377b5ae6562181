import type { OpenAPIHono } from '@hono/zod-openapi';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { ApiError } from '../../lib/http-error.ts';
import { loadReview } from '../../services/review.ts';
import * as routes from './review.routes.ts';

export function mountReview(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.review, async (c) => {
    const review = await loadReview(deps, c.req.valid('param').short_code);
    if (!review) throw new ApiError(404, MSG.fundraiserNotFound);
    // Raised amounts move; a short shared cache still spares the server a burst of WhatsApp clicks.
    c.header('Cache-Control', review.fundraiser.status === 'live' ? 'public, max-age=15' : 'no-cache');
    return c.json({ data: review }, 200);
  });
}
