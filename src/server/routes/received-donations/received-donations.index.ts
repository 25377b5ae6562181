import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import * as handlers from './received-donations.handlers.ts';
import * as routes from './received-donations.routes.ts';

export function mountReceivedDonations(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  api.openapi({ ...routes.list, middleware: auth }, handlers.list(deps));
  api.openapi({ ...routes.csv, middleware: auth }, handlers.csv(deps));
}
