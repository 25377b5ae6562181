import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { optionalUser } from '../../auth/middleware.ts';
import * as handlers from './donations.handlers.ts';
import * as routes from './donations.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountDonations(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  // A signed-in donor's donation is linked to their account (their Contributions); guests welcome.
  mount(routes.start, handlers.start(deps), optionalUser(deps));
  mount(routes.read, handlers.read(deps));
  mount(routes.callback, handlers.callback(deps));
}
