import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './settings.handlers.ts';
import * as routes from './settings.routes.ts';
import { routeMounter } from '../mount.ts';

/** /dashboard/settings: language, notification e-mails, download my data, delete my account. */
export function mountSettings(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.getSettings, handlers.getSettings());
  mount(routes.updateSettings, handlers.updateSettings(deps));
  mount(routes.exportData, handlers.exportData(deps));
  mount(routes.deleteMe, handlers.deleteMe(deps));
}
