import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';

export interface NewClaim {
  userId: string;
  key: string;
  route: string;
  fingerprint: string;
  claimId: string;
  now: string;
}

/** Claims a key; false when a request with it was already seen (done, in flight or dead). */
export async function claimKey(db: Db, claim: NewClaim) {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      route: claim.route,
      fingerprint: claim.fingerprint,
      claim_id: claim.claimId,
      claimed_at: claim.now,
      status_code: null,
      response_body: null,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findKey = (db: Db, userId: string, key: string) =>
  db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();

/**
 * Takes over an unanswered claim whose lease has run out. A compare-and-swap on the dead holder's
 * claim id: of several retries racing for it, PostgreSQL re-checks the condition after the first
 * one's update commits, so exactly one of them gets the row.
 */
export async function takeOverKey(db: Db, claim: NewClaim, deadClaimId: string, cutoff: string) {
  return changedOne(
    db
      .updateTable('idempotency_keys')
      .set({ claim_id: claim.claimId, claimed_at: claim.now, fingerprint: claim.fingerprint })
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .where('claim_id', '=', deadClaimId)
      .where('status_code', 'is', null)
      .where('claimed_at', '<', cutoff),
  );
}

/** Stores the answer; false when this request no longer holds the key (its lease was taken over). */
export async function storeResponse(
  db: Db,
  userId: string,
  key: string,
  claimId: string,
  status: number,
  body: string,
) {
  return changedOne(
    db
      .updateTable('idempotency_keys')
      .set({ status_code: status, response_body: body })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('claim_id', '=', claimId)
      .where('status_code', 'is', null),
  );
}

/**
 * A failed request releases its key so the client can fix the input and retry with it; only its
 * own unanswered claim, never one another request has taken over or answered since.
 */
export const releaseKey = (db: Db, userId: string, key: string, claimId: string) =>
  db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('claim_id', '=', claimId)
    .where('status_code', 'is', null)
    .execute();
