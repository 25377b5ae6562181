import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './common.handlers.ts';
import * as routes from './common.routes.ts';

export function mountCommon(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.categories, handlers.categories(deps));
  api.openapi(routes.industries, handlers.lookup(deps, 'industries'));
  api.openapi(routes.startupStages, handlers.lookup(deps, 'startup_stages'));
  api.openapi(routes.teamSizes, handlers.lookup(deps, 'team_sizes'));
}
