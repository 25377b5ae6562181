import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireVerified } from '../../auth/middleware.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import * as handlers from './fundraisers.handlers.ts';
import * as routes from './fundraisers.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountFundraisers(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  // /fundraisers/mine/ is registered before any /fundraisers/{param}/ route could shadow it.
  mount(routes.myFundraisers, handlers.myFundraisers(deps));
  mount(
    routes.createFundraiser,
    handlers.createFundraiser(deps),
    requireVerified,
    limitPerAccount(deps, 'createFundraiser'),
  );
  mount(routes.listFundraisers, handlers.listFundraisers(deps));
  mount(routes.closeFundraiser, handlers.closeFundraiser(deps));
}
