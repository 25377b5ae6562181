import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './search.handlers.ts';
import * as routes from './search.routes.ts';

export function mountSearch(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.search, handlers.search(deps));
}
