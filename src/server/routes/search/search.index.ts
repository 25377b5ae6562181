import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './search.handlers.ts';
import * as routes from './search.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountSearch(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.search, handlers.search(deps));
}
