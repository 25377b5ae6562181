import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './support-messages.handlers.ts';
import * as routes from './support-messages.routes.ts';
import { routeMounter } from '../mount.ts';

/** Words of support (D-171): anyone reads them; only the fundraiser's owner sees hidden ones and hides them. */
export function mountSupportMessages(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.list, handlers.list(deps));
  mount(routes.ownerList, handlers.ownerList(deps));
  mount(routes.setVisibility, handlers.setVisibility(deps));
}
