import type { Db } from '../client.ts';
import { nowIso } from '../../lib/time.ts';

/** Claims a key; false when a request with it was already seen (done or in flight). */
export async function claimKey(db: Db, userId: string, key: string, route: string) {
  const result = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, route, status_code: null, response_body: null, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findKey = (db: Db, userId: string, key: string) =>
  db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();

export const storeResponse = (db: Db, userId: string, key: string, status: number, body: string) =>
  db
    .updateTable('idempotency_keys')
    .set({ status_code: status, response_body: body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();

/** A failed request releases its key so the client can fix the input and retry with it. */
export const releaseKey = (db: Db, userId: string, key: string) =>
  db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
