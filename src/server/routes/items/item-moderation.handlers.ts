import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as moderation from '../../services/items/moderation.ts';
import type * as R from './item-moderation.routes.ts';

export const reportedItems =
  (deps: Deps): Handler<typeof R.reportedItems> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await moderation.listReported(deps) }, 200);
  };

export const removeItem =
  (deps: Deps): Handler<typeof R.removeItem> =>
  async (c) => {
    await moderation.removeItem(deps, c.req.valid('param').code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: ITEM_MSG.removed }, 200);
  };

export const dismissItemReports =
  (deps: Deps): Handler<typeof R.dismissItemReports> =>
  async (c) => {
    await moderation.dismissItemReports(deps, c.req.valid('param').code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: ITEM_MSG.reportsDismissed }, 200);
  };
