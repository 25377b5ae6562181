import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import * as handlers from './item-requests.handlers.ts';
import * as routes from './item-requests.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountItemRequests(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  // /item-requests/mine/ before /item-requests/{id}/ could take it.
  mount(routes.myRequests, handlers.myRequests(deps));
  mount(routes.getRequest, handlers.getRequest(deps));
  mount(routes.accept, handlers.accept(deps));
  mount(routes.decline, handlers.decline(deps));
  mount(routes.withdraw, handlers.withdraw(deps));
  mount(routes.listMessages, handlers.listMessages(deps));
  mount(routes.postMessage, handlers.postMessage(deps), limitPerAccount(deps, 'itemMessage'));
}
