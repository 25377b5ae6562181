import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import * as handlers from './account.handlers.ts';
import * as emailChange from './email-change.handlers.ts';
import * as routes from './account.routes.ts';
import * as myDonations from './my-donations.handlers.ts';
import * as myDonationsRoutes from './my-donations.routes.ts';
import * as myPhoto from './my-photo.handlers.ts';
import * as myPhotoRoutes from './my-photo.routes.ts';

export function mountAccount(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  api.openapi({ ...routes.getMe, middleware: auth }, handlers.getMe());
  api.openapi({ ...routes.updateMe, middleware: auth }, handlers.updateMe(deps));
  api.openapi({ ...routes.changePassword, middleware: auth }, handlers.changePassword(deps));
  api.openapi(routes.forgotPassword, handlers.forgotPassword(deps));
  api.openapi(routes.resetPassword, handlers.resetPassword(deps));
  api.openapi({ ...routes.confirmEmailChange, middleware: auth }, emailChange.confirmEmailChange(deps));
  api.openapi(routes.undoEmailChange, emailChange.undoEmailChange(deps));
  api.openapi({ ...myDonationsRoutes.listMyDonations, middleware: auth }, myDonations.listMyDonations(deps));
  api.openAPIRegistry.registerPath(myPhotoRoutes.putPhoto);
  api.put(myPhotoRoutes.putPhoto.path, auth, myPhoto.putPhoto(deps));
  api.openapi({ ...myPhotoRoutes.deletePhoto, middleware: auth }, myPhoto.deletePhoto(deps));
}
