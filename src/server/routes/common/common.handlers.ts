import type { Deps } from '../../deps.ts';
import { listCategories, listLookup, type LookupTableName } from '../../db/repositories/lookups.repository.ts';
import type { Handler } from '../../lib/openapi.ts';
import type * as R from './common.routes.ts';

// Reference data changes only with a release; let browsers and the service worker reuse it.
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export const categories =
  (deps: Deps): Handler<typeof R.categories> =>
  async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json({ data: await listCategories(deps.db) }, 200);
  };

export const lookup =
  (deps: Deps, table: LookupTableName): Handler<typeof R.industries> =>
  async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json({ data: await listLookup(deps.db, table) }, 200);
  };
