import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './reports.handlers.ts';
import * as routes from './reports.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountReports(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.fileReport, handlers.file(deps));
}
