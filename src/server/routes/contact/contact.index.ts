import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './contact.handlers.ts';
import * as routes from './contact.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountContact(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.contact, handlers.contact(deps));
}
