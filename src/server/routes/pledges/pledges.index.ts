import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { routeMounter } from '../mount.ts';
import * as owner from './owner.handlers.ts';
import * as ownerRoutes from './owner.routes.ts';
import * as handlers from './pledges.handlers.ts';
import * as routes from './pledges.routes.ts';

export function mountPledges(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.create, handlers.create(deps));
  mount(routes.confirm, handlers.confirm(deps));
  mount(routes.resend, handlers.resend(deps));
  mount(routes.read, handlers.read(deps));
  mount(routes.release, handlers.release(deps));
  mount(ownerRoutes.list, owner.list(deps));
  mount(ownerRoutes.csv, owner.csv(deps));
}
