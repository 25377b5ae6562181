import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { requireUser } from '../../auth/middleware.ts';
import { saveDetails } from './details.handlers.ts';
import * as routes from './details.routes.ts';

export function mountDetails(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const auth = requireUser(deps);
  api.openapi({ ...routes.individualDetails, middleware: auth }, saveDetails(deps, 'yourself'));
  api.openapi({ ...routes.startupDetails, middleware: auth }, saveDetails(deps, 'startup'));
  api.openapi({ ...routes.organisationDetails, middleware: auth }, saveDetails(deps, 'organization'));
}
