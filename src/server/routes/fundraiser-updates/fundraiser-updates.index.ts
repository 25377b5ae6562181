import type { OpenAPIHono } from '@hono/zod-openapi';
import { API } from '#shared/api-paths.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './fundraiser-updates.handlers.ts';
import * as routes from './fundraiser-updates.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountFundraiserUpdates(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.post, handlers.post(deps));
  mount(routes.list, handlers.list(deps));
  // A page and a plain form (the e-mail's link), not JSON routes: kept out of the OpenAPI document.
  api.get(API.updatesUnsubscribe, handlers.unsubscribePage(deps));
  api.post(API.updatesUnsubscribe, handlers.unsubscribe(deps));
}
