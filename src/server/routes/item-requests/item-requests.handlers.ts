import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import * as requests from '../../db/repositories/item-requests.repository.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as lifecycle from '../../services/items/requests.ts';
import { toMessageView } from '../../services/items/serializers.ts';
import type * as R from './item-requests.routes.ts';

export const myRequests =
  (deps: Deps): Handler<typeof R.myRequests> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await lifecycle.myRequests(deps, c.get('user')) }, 200);
  };

export const getRequest =
  (deps: Deps): Handler<typeof R.getRequest> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await lifecycle.requestForParty(deps, c.req.valid('param').id, c.get('user')) }, 200);
  };

export const accept =
  (deps: Deps): Handler<typeof R.accept> =>
  async (c) =>
    c.json(
      { message: ITEM_MSG.accepted, data: await lifecycle.accept(deps, c.req.valid('param').id, c.get('user')) },
      200,
    );

export const decline =
  (deps: Deps): Handler<typeof R.decline> =>
  async (c) =>
    c.json(
      { message: ITEM_MSG.declined, data: await lifecycle.decline(deps, c.req.valid('param').id, c.get('user')) },
      200,
    );

export const withdraw =
  (deps: Deps): Handler<typeof R.withdraw> =>
  async (c) =>
    c.json(
      { message: ITEM_MSG.withdrawn, data: await lifecycle.withdraw(deps, c.req.valid('param').id, c.get('user')) },
      200,
    );

export const listMessages =
  (deps: Deps): Handler<typeof R.listMessages> =>
  async (c) => {
    const { request, item } = await lifecycle.messageThread(deps, c.req.valid('param').id, c.get('user'));
    const rows = await requests.listMessages(deps.db, request.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: rows.map((row) => toMessageView(row, item.donor_id)) }, 200);
  };

export const postMessage =
  (deps: Deps): Handler<typeof R.postMessage> =>
  async (c) => {
    const { request, item } = await lifecycle.messageThread(deps, c.req.valid('param').id, c.get('user'));
    const row = await requests.insertMessage(deps.db, request.id, c.get('user').id, c.req.valid('json').body);
    return c.json({ message: 'Message sent', data: toMessageView(row, item.donor_id) }, 201);
  };
