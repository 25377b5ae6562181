import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireReviewer } from '../../auth/middleware.ts';
import * as handlers from './paybill.handlers.ts';
import * as routes from './paybill.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountPaybill(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.confirmation, handlers.confirmation(deps));
  mount(routes.validation, handlers.validation(deps));
  mount(routes.unallocated, handlers.unallocated(deps), requireReviewer);
  mount(routes.assign, handlers.assign(deps), requireReviewer);
  mount(routes.refund, handlers.refund(deps), requireReviewer);
}
