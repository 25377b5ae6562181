import type { ItemRequestStatus } from '#shared/schemas/items.schema.ts';
import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { changedOne } from '../compare-and-swap.ts';

// Requests for items and the messages of accepted ones; read only by the request's two parties.

export async function insertRequest(db: Db, itemId: string, requesterId: string, message: string) {
  const now = nowIso();
  const row = {
    id: newId(),
    item_id: itemId,
    requester_id: requesterId,
    message,
    status: 'open' as const,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('item_requests').values(row).execute();
  return row;
}

export const findRequest = (db: Db, id: string) =>
  db.selectFrom('item_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** The reader's newest request on an item (for the item page's `viewer`). */
export const findLatestRequestOf = (db: Db, itemId: string, requesterId: string) =>
  db
    .selectFrom('item_requests')
    .select(['id', 'status'])
    .where('item_id', '=', itemId)
    .where('requester_id', '=', requesterId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const hasDeclinedRequest = async (db: Db, itemId: string, requesterId: string) =>
  Boolean(
    await db
      .selectFrom('item_requests')
      .select('id')
      .where('item_id', '=', itemId)
      .where('requester_id', '=', requesterId)
      .where('status', '=', 'declined')
      .executeTakeFirst(),
  );

const withRequester = (db: Db) =>
  db
    .selectFrom('item_requests as r')
    .innerJoin('users as u', 'u.id', 'r.requester_id')
    .selectAll('r')
    .select('u.firstname as requester_first_name');

/** An item's requests for its donor, oldest first (the order they came in). */
export const listForItem = (db: Db, itemId: string) =>
  withRequester(db).where('r.item_id', '=', itemId).orderBy('r.created_at').orderBy('r.id').execute();

/** A requester's requests, newest first. */
export const listForRequester = (db: Db, requesterId: string) =>
  withRequester(db).where('r.requester_id', '=', requesterId).orderBy('r.created_at', 'desc').orderBy('r.id').execute();

/** Compare-and-swap of a request's status; false when it was no longer in `from`. */
export async function changeRequestStatus(db: Db, id: string, from: ItemRequestStatus[], to: ItemRequestStatus) {
  return changedOne(
    db
      .updateTable('item_requests')
      .set({ status: to, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', from),
  );
}

/** The item went to someone: every request still open is closed. */
export const closeOpenRequests = (db: Db, itemId: string) =>
  db
    .updateTable('item_requests')
    .set({ status: 'closed', updated_at: nowIso() })
    .where('item_id', '=', itemId)
    .where('status', '=', 'open')
    .execute();

export const countOpen = async (db: Db, itemId: string) =>
  Number(
    (
      await db
        .selectFrom('item_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('item_id', '=', itemId)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function insertMessage(db: Db, requestId: string, senderId: string, body: string) {
  const row = { id: newId(), request_id: requestId, sender_id: senderId, body, created_at: nowIso() };
  await db.insertInto('item_messages').values(row).execute();
  return row;
}

export const listMessages = (db: Db, requestId: string) =>
  db
    .selectFrom('item_messages')
    .select(['id', 'body', 'created_at', 'sender_id'])
    .where('request_id', '=', requestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
