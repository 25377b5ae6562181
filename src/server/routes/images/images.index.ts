import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import { deleteImage } from './delete-image.handlers.ts';
import { uploadImages } from './images.handlers.ts';
import * as routes from './images.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountImages(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  api.openAPIRegistry.registerPath(routes.uploadImages);
  api.post(routes.uploadImages.path, requireUser(deps), uploadImages(deps));
  mount(routes.deleteImage, deleteImage(deps));
}
