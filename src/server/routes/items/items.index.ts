import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { optionalUser, requireUser, requireVerified } from '../../auth/middleware.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import { uploadItemImages } from './item-images.handlers.ts';
import * as handlers from './items.handlers.ts';
import * as routes from './items.routes.ts';

export function mountItems(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  // /items/mine/ is registered before /items/{code}/ could take it.
  api.openapi({ ...routes.myItems, middleware: auth }, handlers.myItems(deps));
  api.openapi(
    { ...routes.offerItem, middleware: [auth, requireVerified, limitPerAccount(deps, 'offerItem')] },
    handlers.offerItem(deps),
  );
  api.openapi(routes.listItems, handlers.listItems(deps));
  api.openapi({ ...routes.getItem, middleware: optionalUser(deps) }, handlers.getItem(deps));
  api.openAPIRegistry.registerPath(routes.uploadItemImages);
  api.post(routes.uploadItemImages.path, auth, uploadItemImages(deps));
  api.openapi(
    { ...routes.requestItem, middleware: [auth, requireVerified, limitPerAccount(deps, 'itemRequest')] },
    handlers.requestItem(deps),
  );
  api.openapi({ ...routes.itemRequests, middleware: auth }, handlers.itemRequests(deps));
  api.openapi({ ...routes.markGiven, middleware: auth }, handlers.markGiven(deps));
  api.openapi(routes.reportItem, handlers.reportItem(deps));
}
