import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { routeMounter } from '../mount.ts';
import * as handlers from './money.handlers.ts';
import * as routes from './money.routes.ts';

/** A fundraiser's money: the balance the ledger gives (D-199). */
export function mountMoney(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.getMoney, handlers.getMoney(deps));
}
