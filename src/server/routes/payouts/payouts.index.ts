import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './payouts.handlers.ts';
import * as routes from './payouts.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountPayouts(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.callback, handlers.callback(deps));
  mount(routes.balanceCallback, handlers.balanceCallback(deps));
  mount(routes.paidList, handlers.paidList(deps));
}
