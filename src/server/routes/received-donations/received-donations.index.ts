import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './received-donations.handlers.ts';
import * as routes from './received-donations.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountReceivedDonations(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.list, handlers.list(deps));
  mount(routes.csv, handlers.csv(deps));
}
