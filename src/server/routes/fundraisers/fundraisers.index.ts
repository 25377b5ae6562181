import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser, requireVerified } from '../../auth/middleware.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import * as handlers from './fundraisers.handlers.ts';
import * as routes from './fundraisers.routes.ts';

export function mountFundraisers(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  // /fundraisers/mine/ is registered before any /fundraisers/{param}/ route could shadow it.
  api.openapi({ ...routes.myFundraisers, middleware: auth }, handlers.myFundraisers(deps));
  api.openapi(
    { ...routes.createFundraiser, middleware: [auth, requireVerified, limitPerAccount(deps, 'createFundraiser')] },
    handlers.createFundraiser(deps),
  );
  api.openapi(routes.listFundraisers, handlers.listFundraisers(deps));
  api.openapi({ ...routes.closeFundraiser, middleware: auth }, handlers.closeFundraiser(deps));
}
