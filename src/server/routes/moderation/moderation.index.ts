import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireReviewer, requireUser } from '../../auth/middleware.ts';
import * as handlers from './moderation.handlers.ts';
import * as routes from './moderation.routes.ts';

export function mountModeration(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const reviewer = [requireUser(deps), requireReviewer];
  api.openapi({ ...routes.pending, middleware: reviewer }, handlers.pending(deps));
  api.openapi({ ...routes.approve, middleware: reviewer }, handlers.approve(deps));
  api.openapi({ ...routes.reject, middleware: reviewer }, handlers.reject(deps));
  api.openapi({ ...routes.close, middleware: reviewer }, handlers.close(deps));
  api.openapi({ ...routes.decisions, middleware: reviewer }, handlers.decisions(deps));
  api.openapi({ ...routes.reported, middleware: reviewer }, handlers.reported(deps));
  api.openapi({ ...routes.dismissReports, middleware: reviewer }, handlers.dismissReports(deps));
  api.openapi({ ...routes.reportedItems, middleware: reviewer }, handlers.reportedItems(deps));
  api.openapi({ ...routes.removeItem, middleware: reviewer }, handlers.removeItem(deps));
  api.openapi({ ...routes.dismissItemReports, middleware: reviewer }, handlers.dismissItemReports(deps));
}
