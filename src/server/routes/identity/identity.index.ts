import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireReviewer, requireUser, requireVerified } from '../../auth/middleware.ts';
import { routeMounter } from '../mount.ts';
import * as handlers from './identity.handlers.ts';
import * as routes from './identity.routes.ts';

/** Identity checks (D-258): a person's own, and the reviewers' queue with its photos. */
export function mountIdentity(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  // Multipart, read and checked by the handler with the shared schema.
  api.openAPIRegistry.registerPath(routes.submit);
  api.post('/users/me/identity/', requireUser(deps), requireVerified, handlers.submit(deps));
  mount(routes.mine, handlers.mine(deps));
  mount(routes.list, handlers.list(deps), requireReviewer);
  api.openAPIRegistry.registerPath(routes.photo);
  api.get('/moderation/identities/:id/:photo/', requireUser(deps), requireReviewer, handlers.photo(deps));
  mount(routes.approve, handlers.approve(deps), requireReviewer);
  mount(routes.reject, handlers.reject(deps), requireReviewer);
}
