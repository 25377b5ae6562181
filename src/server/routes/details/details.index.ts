import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { saveDetails } from './details.handlers.ts';
import * as routes from './details.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountDetails(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.individualDetails, saveDetails(deps, 'yourself'));
  mount(routes.startupDetails, saveDetails(deps, 'startup'));
  mount(routes.organisationDetails, saveDetails(deps, 'organization'));
}
