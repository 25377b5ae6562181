import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { optionalUser } from '../../auth/middleware.ts';
import * as handlers from './donations.handlers.ts';
import * as routes from './donations.routes.ts';

export function mountDonations(api: OpenAPIHono<AppEnv>, deps: Deps) {
  // A signed-in donor's donation is linked to their account (their Contributions); guests welcome.
  api.openapi({ ...routes.start, middleware: optionalUser(deps) }, handlers.start(deps));
  api.openapi(routes.read, handlers.read(deps));
  api.openapi(routes.callback, handlers.callback(deps));
}
