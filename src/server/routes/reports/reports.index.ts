import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './reports.handlers.ts';
import * as routes from './reports.routes.ts';

export function mountReports(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.fileReport, handlers.file(deps));
}
