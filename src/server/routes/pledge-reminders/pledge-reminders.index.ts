import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { routeMounter } from '../mount.ts';
import * as handlers from './pledge-reminders.handlers.ts';
import * as routes from './pledge-reminders.routes.ts';

/** Pledge reminders (D-234, D-235): signed in, and the fundraiser's owner or treasurers (checked by each). */
export function mountPledgeReminders(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.readSettings, handlers.readSettings(deps));
  mount(routes.saveSettings, handlers.saveSettings(deps));
  mount(routes.remindNow, handlers.remindNow(deps));
}
