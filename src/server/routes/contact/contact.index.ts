import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './contact.handlers.ts';
import * as routes from './contact.routes.ts';

export function mountContact(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.contact, handlers.contact(deps));
}
