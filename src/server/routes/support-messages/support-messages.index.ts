import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import * as handlers from './support-messages.handlers.ts';
import * as routes from './support-messages.routes.ts';

/** Words of support (D-171): anyone reads them; only the fundraiser's owner sees hidden ones and hides them. */
export function mountSupportMessages(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.list, handlers.list(deps));
  api.openapi({ ...routes.ownerList, middleware: requireUser(deps) }, handlers.ownerList(deps));
  api.openapi({ ...routes.setVisibility, middleware: requireUser(deps) }, handlers.setVisibility(deps));
}
