import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import * as handlers from './settings.handlers.ts';
import * as routes from './settings.routes.ts';

/** /dashboard/settings: language, notification e-mails, download my data, delete my account. */
export function mountSettings(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  api.openapi({ ...routes.getSettings, middleware: auth }, handlers.getSettings());
  api.openapi({ ...routes.updateSettings, middleware: auth }, handlers.updateSettings(deps));
  api.openapi({ ...routes.exportData, middleware: auth }, handlers.exportData(deps));
  api.openapi({ ...routes.deleteMe, middleware: auth }, handlers.deleteMe(deps));
}
