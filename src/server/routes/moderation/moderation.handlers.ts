import type { Deps } from '../../deps.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as moderation from '../../services/moderation.ts';
import type * as R from './moderation.routes.ts';

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
