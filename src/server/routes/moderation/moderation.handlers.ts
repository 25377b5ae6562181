import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as moderation from '../../services/moderation.ts';
import * as reports from '../../services/fundraiser-reports.ts';
import * as itemModeration from '../../services/items/moderation.ts';
import type * as R from './moderation.routes.ts';
import { pageMeta } from '../../lib/page-meta.ts';

export const pending =
  (deps: Deps): Handler<typeof R.pending> =>
  async (c) =>
    c.json({ data: await moderation.listPendingItems(deps) }, 200);

export const approve =
  (deps: Deps): Handler<typeof R.approve> =>
  async (c) => {
    await moderation.approve(deps, c.req.valid('param').short_code, c.get('user').id);
    return c.json({ message: 'Fundraiser approved and live' }, 200);
  };

export const reject =
  (deps: Deps): Handler<typeof R.reject> =>
  async (c) => {
    await moderation.reject(deps, c.req.valid('param').short_code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: 'Fundraiser rejected' }, 200);
  };

export const close =
  (deps: Deps): Handler<typeof R.close> =>
  async (c) => {
    await moderation.close(deps, c.req.valid('param').short_code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: 'Fundraiser closed' }, 200);
  };

export const decisions =
  (deps: Deps): Handler<typeof R.decisions> =>
  async (c) => {
    const { page, page_size: pageSize } = c.req.valid('query');
    const { data, total } = await moderation.listDecisions(deps, { page, pageSize });
    return c.json({ data, meta: pageMeta(page, pageSize, total) }, 200);
  };

export const reported =
  (deps: Deps): Handler<typeof R.reported> =>
  async (c) =>
    c.json({ data: await reports.listReportedItems(deps) }, 200);

export const dismissReports =
  (deps: Deps): Handler<typeof R.dismissReports> =>
  async (c) => {
    await reports.dismissReports(deps, c.req.valid('param').short_code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: 'Reports dismissed' }, 200);
  };

export const reportedItems =
  (deps: Deps): Handler<typeof R.reportedItems> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await itemModeration.listReported(deps) }, 200);
  };

export const removeItem =
  (deps: Deps): Handler<typeof R.removeItem> =>
  async (c) => {
    await itemModeration.removeItem(deps, c.req.valid('param').code, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: ITEM_MSG.removed }, 200);
  };

export const dismissItemReports =
  (deps: Deps): Handler<typeof R.dismissItemReports> =>
  async (c) => {
    await itemModeration.dismissItemReports(
      deps,
      c.req.valid('param').code,
      c.req.valid('json').reason,
      c.get('user').id,
    );
    return c.json({ message: ITEM_MSG.reportsDismissed }, 200);
  };
