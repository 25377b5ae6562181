import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../deps.ts';
import { listCategories, listLookup, type LookupTableName } from '../../db/repositories/lookups.repository.ts';
import * as routes from './common.routes.ts';

// Reference data changes only with a release; let browsers and the service worker reuse it.
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export function mountCommon(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.categories, async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json({ data: await listCategories(deps.db) }, 200);
  });
  const lookups: [typeof routes.industries, LookupTableName][] = [
    [routes.industries, 'industries'],
    [routes.startupStages, 'startup_stages'],
    [routes.teamSizes, 'team_sizes'],
  ];
  for (const [route, table] of lookups) {
    api.openapi(route, async (c) => {
      c.header('Cache-Control', CACHE);
      return c.json({ data: await listLookup(deps.db, table) }, 200);
    });
  }
}
