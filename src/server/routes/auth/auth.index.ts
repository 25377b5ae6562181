import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './auth.handlers.ts';
import * as routes from './auth.routes.ts';
import { socialRegister } from './social.handlers.ts';

export function mountAuth(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.register, handlers.register(deps));
  api.openapi(routes.socialRegister, socialRegister(deps));
  api.openapi(routes.verifyAccount, handlers.verifyAccount(deps));
  api.openapi(routes.resendCode, handlers.resendCode(deps));
  api.openapi(routes.login, handlers.login(deps));
  api.openapi(routes.logout, handlers.logout(deps));
  api.openapi(routes.tokenRefresh, handlers.tokenRefresh(deps));
}
