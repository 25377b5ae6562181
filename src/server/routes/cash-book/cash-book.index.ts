import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser, requireVerified } from '../../auth/middleware.ts';
import { routeMounter } from '../mount.ts';
import * as handlers from './cash-book.handlers.ts';
import * as routes from './cash-book.routes.ts';

/** The harambee's cash book (D-237): its keepers' list, entries recorded and decided, receipt photos. */
export function mountCashBook(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.listCashBook, handlers.listCashBook(deps));
  // The body is JSON or multipart, read and checked by the handler with the shared schema.
  api.openAPIRegistry.registerPath(routes.recordCash);
  api.post('/fundraisers/:short_code/cash-book/', requireUser(deps), requireVerified, handlers.recordCash(deps));
  mount(routes.confirmCash, handlers.confirmCash(deps), requireVerified);
  mount(routes.refuseCash, handlers.refuseCash(deps), requireVerified);
  mount(routes.withdrawCash, handlers.withdrawCash(deps), requireVerified);
  api.openAPIRegistry.registerPath(routes.cashPhoto);
  api.get('/fundraisers/:short_code/cash-book/:id/photo/', requireUser(deps), handlers.cashPhoto(deps));
}
