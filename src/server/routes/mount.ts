import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { requireUser } from '../auth/middleware.ts';
import type { Handler } from '../lib/openapi.ts';

/**
 * Mounts declared routes on the API. A route declared `signedIn` (lib/openapi.ts) is guarded by
 * requireUser here, so what the document promises and what the server enforces cannot drift
 * apart; `guards` run after it (verified account, reviewer, a rate limit, optional sign-in).
 */
export function routeMounter(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  return <R extends RouteConfig>(route: R, handler: Handler<R>, ...guards: MiddlewareHandler<AppEnv>[]) => {
    const middleware = route.security ? [auth, ...guards] : guards;
    api.openapi({ ...route, middleware }, handler);
  };
}
