import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireReviewer } from '../../auth/middleware.ts';
import * as handlers from './refunds.handlers.ts';
import * as routes from './refunds.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountRefunds(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.takeDown, handlers.takeDown(deps), requireReviewer);
  mount(routes.purposeChange, handlers.purposeChange(deps), requireReviewer);
  mount(routes.list, handlers.list(deps));
  mount(routes.request, handlers.request(deps));
  mount(routes.claim, handlers.claim(deps));
  mount(routes.confirmClaim, handlers.confirmClaim(deps));
  mount(routes.approve, handlers.approve(deps));
  mount(routes.reject, handlers.reject(deps));
  mount(routes.callback, handlers.callback(deps));
}
