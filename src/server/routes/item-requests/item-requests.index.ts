import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import * as handlers from './item-requests.handlers.ts';
import * as routes from './item-requests.routes.ts';

export function mountItemRequests(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  // /item-requests/mine/ before /item-requests/{id}/ could take it.
  api.openapi({ ...routes.myRequests, middleware: auth }, handlers.myRequests(deps));
  api.openapi({ ...routes.getRequest, middleware: auth }, handlers.getRequest(deps));
  api.openapi({ ...routes.accept, middleware: auth }, handlers.accept(deps));
  api.openapi({ ...routes.decline, middleware: auth }, handlers.decline(deps));
  api.openapi({ ...routes.withdraw, middleware: auth }, handlers.withdraw(deps));
  api.openapi({ ...routes.listMessages, middleware: auth }, handlers.listMessages(deps));
  api.openapi(
    { ...routes.postMessage, middleware: [auth, limitPerAccount(deps, 'itemMessage')] },
    handlers.postMessage(deps),
  );
}
