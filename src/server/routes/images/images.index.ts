import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import { deleteImage } from './delete-image.handlers.ts';
import { uploadImages } from './images.handlers.ts';
import * as routes from './images.routes.ts';

export function mountImages(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openAPIRegistry.registerPath(routes.uploadImages);
  api.post(routes.uploadImages.path, requireUser(deps), uploadImages(deps));
  api.openapi({ ...routes.deleteImage, middleware: requireUser(deps) }, deleteImage(deps));
}
