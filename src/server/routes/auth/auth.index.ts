import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './auth.handlers.ts';
import * as routes from './auth.routes.ts';
import { socialRegister } from './social.handlers.ts';
import { routeMounter } from '../mount.ts';

export function mountAuth(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.register, handlers.register(deps));
  mount(routes.socialRegister, socialRegister(deps));
  mount(routes.verifyAccount, handlers.verifyAccount(deps));
  mount(routes.resendCode, handlers.resendCode(deps));
  mount(routes.login, handlers.login(deps));
  mount(routes.logout, handlers.logout(deps));
  mount(routes.tokenRefresh, handlers.tokenRefresh(deps));
}
