import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './review.handlers.ts';
import * as routes from './review.routes.ts';

export function mountReview(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.review, handlers.review(deps));
}
