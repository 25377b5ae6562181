import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { optionalUser, requireUser, requireVerified } from '../../auth/middleware.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import { uploadItemImages } from './item-images.handlers.ts';
import * as handlers from './items.handlers.ts';
import * as routes from './items.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountItems(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  const auth = requireUser(deps);
  // /items/mine/ is registered before /items/{code}/ could take it.
  mount(routes.myItems, handlers.myItems(deps));
  mount(routes.offerItem, handlers.offerItem(deps), requireVerified, limitPerAccount(deps, 'offerItem'));
  mount(routes.listItems, handlers.listItems(deps));
  mount(routes.getItem, handlers.getItem(deps), optionalUser(deps));
  api.openAPIRegistry.registerPath(routes.uploadItemImages);
  api.post(routes.uploadItemImages.path, auth, uploadItemImages(deps));
  mount(routes.requestItem, handlers.requestItem(deps), requireVerified, limitPerAccount(deps, 'itemRequest'));
  mount(routes.itemRequests, handlers.itemRequests(deps));
  mount(routes.markGiven, handlers.markGiven(deps));
  mount(routes.reportItem, handlers.reportItem(deps));
}
