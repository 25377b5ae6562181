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
import * as phone from './phone.handlers.ts';
import * as phoneRoutes from './phone.routes.ts';
import { limitPerAccount } from '../../auth/rate-limit.ts';
import { routeMounter } from '../mount.ts';

export function mountAccount(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  const auth = requireUser(deps);
  mount(routes.getMe, handlers.getMe());
  mount(routes.updateMe, handlers.updateMe(deps));
  mount(routes.changePassword, handlers.changePassword(deps));
  mount(routes.forgotPassword, handlers.forgotPassword(deps));
  mount(routes.resetPassword, handlers.resetPassword(deps));
  mount(routes.confirmEmailChange, emailChange.confirmEmailChange(deps));
  mount(routes.undoEmailChange, emailChange.undoEmailChange(deps));
  mount(myDonationsRoutes.listMyDonations, myDonations.listMyDonations(deps));
  api.openAPIRegistry.registerPath(myPhotoRoutes.putPhoto);
  api.put(myPhotoRoutes.putPhoto.path, auth, myPhoto.putPhoto(deps));
  mount(myPhotoRoutes.deletePhoto, myPhoto.deletePhoto(deps));
  mount(phoneRoutes.getMyPhone, phone.getMyPhone(deps));
  mount(phoneRoutes.putMyPhone, phone.putMyPhone(deps));
  mount(phoneRoutes.confirmMyPhone, phone.confirmMyPhone(deps), limitPerAccount(deps, 'verify'));
}
