import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireReviewer } from '../../auth/middleware.ts';
import * as handlers from './mpesa-code.handlers.ts';
import * as routes from './mpesa-code.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountMpesaCode(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.check, handlers.check(deps));
  mount(routes.callback, handlers.callback(deps));
  mount(routes.unconfirmed, handlers.unconfirmed(deps), requireReviewer);
}
