import type { OpenAPIHono } from '@hono/zod-openapi';
import { API } from '#shared/api-paths.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import { saveDetails } from './details.handlers.ts';
import * as routes from './details.routes.ts';

export function mountDetails(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  for (const path of [API.individualDetails, API.startupDetails, API.organisationDetails]) api.use(path, auth);
  api.openapi(routes.individualDetails, saveDetails(deps, 'individual'));
  api.openapi(routes.startupDetails, saveDetails(deps, 'startup'));
  api.openapi(routes.organisationDetails, saveDetails(deps, 'organisation'));
}
