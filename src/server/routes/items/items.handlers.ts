import { ITEM_MSG, itemListQuerySchema } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import * as items from '../../db/repositories/items.repository.ts';
import { fingerprintOf, idempotent } from '../../lib/idempotency.ts';
import type { Handler } from '../../lib/openapi.ts';
import { validationError } from '../../lib/validation.ts';
import { createOffer, findVisibleItemOr404, itemView } from '../../services/items/offers.ts';
import { fileItemReport } from '../../services/items/moderation.ts';
import * as lifecycle from '../../services/items/requests.ts';
import { toItemCard } from '../../services/items/serializers.ts';
import type * as R from './items.routes.ts';
import { pageMeta } from '../../lib/page-meta.ts';

export const offerItem =
  (deps: Deps): Handler<typeof R.offerItem> =>
  (c) => {
    const offer = c.req.valid('json');
    return idempotent(c, deps, { route: 'offer-item', fingerprint: fingerprintOf(offer) }, (claim) =>
      createOffer(deps, c.get('user'), offer, claim),
    );
  };

export const listItems =
  (deps: Deps): Handler<typeof R.listItems> =>
  async (c) => {
    const parsed = itemListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    const { page, page_size, ...filters } = parsed.data;
    const { rows, total } = await items.listPublic(
      deps.db,
      { ...filters, q: filters.q || undefined },
      { page, pageSize: page_size },
    );
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({ data: rows.map(toItemCard), meta: pageMeta(page, page_size, total) }, 200);
  };

export const myItems =
  (deps: Deps): Handler<typeof R.myItems> =>
  async (c) => {
    const rows = await items.listByDonor(deps.db, c.get('user').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: rows.map((row) => ({ ...toItemCard(row), open_requests: Number(row.open_requests) })) }, 200);
  };

export const getItem =
  (deps: Deps): Handler<typeof R.getItem> =>
  async (c) => {
    const item = await findVisibleItemOr404(deps, c.req.valid('param').code);
    const reader = c.get('user') as UserRow | undefined;
    // The answer depends on who reads it (`viewer`): no shared cache may keep it.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie, Authorization');
    return c.json({ data: await itemView(deps, item, reader) }, 200);
  };

export const requestItem =
  (deps: Deps): Handler<typeof R.requestItem> =>
  async (c) => {
    const view = await lifecycle.createRequest(
      deps,
      c.get('user'),
      c.req.valid('param').code,
      c.req.valid('json').message,
    );
    return c.json({ message: ITEM_MSG.requested, data: view }, 201);
  };

export const itemRequests =
  (deps: Deps): Handler<typeof R.itemRequests> =>
  async (c) => {
    const data = await lifecycle.requestsOfItem(deps, c.req.valid('param').code, c.get('user'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  };

export const markGiven =
  (deps: Deps): Handler<typeof R.markGiven> =>
  async (c) => {
    const item = await lifecycle.markGiven(deps, c.req.valid('param').code, c.get('user'));
    return c.json({ message: ITEM_MSG.given, data: await itemView(deps, item, c.get('user')) }, 200);
  };

export const reportItem =
  (deps: Deps): Handler<typeof R.reportItem> =>
  async (c) => {
    await fileItemReport(c, deps, c.req.valid('param').code, c.req.valid('json'));
    return c.json({ message: ITEM_MSG.reportReceived }, 201);
  };
