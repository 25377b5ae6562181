import type { OpenAPIHono } from '@hono/zod-openapi';
import { API } from '#shared/api-paths.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import * as handlers from './account.handlers.ts';
import * as emailChange from './email-change.handlers.ts';
import * as routes from './account.routes.ts';

export function mountAccount(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  api.use(API.me, auth);
  api.use(API.changePassword, auth);
  api.use(API.confirmEmailChange, auth);
  api.openapi(routes.getMe, handlers.getMe());
  api.openapi(routes.updateMe, handlers.updateMe(deps));
  api.openapi(routes.changePassword, handlers.changePassword(deps));
  api.openapi(routes.forgotPassword, handlers.forgotPassword(deps));
  api.openapi(routes.resetPassword, handlers.resetPassword(deps));
  api.openapi(routes.confirmEmailChange, emailChange.confirmEmailChange(deps));
  api.openapi(routes.undoEmailChange, emailChange.undoEmailChange(deps));
}
