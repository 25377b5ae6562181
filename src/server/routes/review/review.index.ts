import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './review.handlers.ts';
import * as routes from './review.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountReview(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.review, handlers.review(deps));
}
