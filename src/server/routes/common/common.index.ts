import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './common.handlers.ts';
import * as routes from './common.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountCommon(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.categories, handlers.categories(deps));
  mount(routes.industries, handlers.lookup(deps, 'industries'));
  mount(routes.startupStages, handlers.lookup(deps, 'startup_stages'));
  mount(routes.teamSizes, handlers.lookup(deps, 'team_sizes'));
}
