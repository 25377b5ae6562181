import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import * as handlers from './sms.handlers.ts';
import * as routes from './sms.routes.ts';
import { routeMounter } from '../mount.ts';

export function mountSms(api: OpenAPIHono<AppEnv>, deps: Deps) {
  const mount = routeMounter(api, deps);
  mount(routes.deliveryReport, handlers.deliveryReport(deps));
  mount(routes.incoming, handlers.incoming(deps));
}
