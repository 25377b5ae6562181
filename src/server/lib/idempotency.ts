import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import * as keys from '../db/repositories/idempotency.repository.ts';
import { ApiError, badRequest } from './http-error.ts';
import { leaseCutoff } from './lease.ts';
import { newId } from './secrets.ts';
import { nowIso } from './time.ts';

export interface Outcome<Body extends object = object, Status extends 200 | 201 = 200 | 201> {
  status: Status;
  body: Body;
}

/** What a keyed request holds while it runs. */
export interface Claim {
  /** Names this request in what it reserves (photo slots), so a takeover can free them. */
  readonly id: string;
  /** The claim of a request that died holding this key: whatever it reserved is dead too. */
  readonly supersedes: string | null;
  /**
   * Records the answer inside the caller's transaction, so the work and its answer commit
   * together: a process killed in between leaves neither, and the retry does the work once.
   * Throws (rolling the transaction back) when the key was taken over meanwhile.
   */
  complete(trx: Db, outcome: Outcome): Promise<void>;
}

export interface KeyedRequest {
  route: string;
  /** What the request means (see fingerprintOf), not its bytes: a retry is a new multipart body. */
  fingerprint: string;
}

const MISMATCH = 'This Idempotency-Key was used for a different request';

/** sha256 of a value as canonical JSON (object keys sorted), for KeyedRequest.fingerprint. */
export function fingerprintOf(value: unknown) {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export const sha256Bytes = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const unkeyed = (): Claim => ({ id: newId(), supersedes: null, complete: async () => {} });

type Acquired = { claim: { id: string; supersedes: string | null } } | { replay: { status: number; body: string } };

async function acquire(db: Db, userId: string, key: string, request: KeyedRequest): Promise<Acquired> {
  // A key released or taken over between our insert and our read is looked at again.
  for (let round = 0; round < 3; round++) {
    const claim = { userId, key, ...request, claimId: newId(), now: nowIso() };
    if (await keys.claimKey(db, claim)) return { claim: { id: claim.claimId, supersedes: null } };
    const prior = await keys.findKey(db, userId, key);
    if (!prior) continue;
    if (prior.route !== request.route || (prior.fingerprint !== null && prior.fingerprint !== request.fingerprint))
      throw new ApiError(422, MISMATCH);
    if (prior.status_code !== null && prior.response_body !== null)
      return { replay: { status: prior.status_code, body: prior.response_body } };
    const cutoff = leaseCutoff();
    // Held by a request that may still be running: the client waits and asks again.
    if (prior.claimed_at >= cutoff) throw new ApiError(409, MSG.idempotencyInFlight);
    if (await keys.takeOverKey(db, claim, prior.claim_id, cutoff))
      return { claim: { id: claim.claimId, supersedes: prior.claim_id } };
  }
  throw new ApiError(409, MSG.idempotencyInFlight);
}

/**
 * Runs a write at most once per `Idempotency-Key` and user: a retry with the same key (a flaky
 * connection, a background-sync replay) gets the first response back and changes nothing; the same
 * key with a different request is refused with 422. Without the header the write simply runs
 * (decisions log D-016, D-064).
 *
 * The caller reads the whole request body first (it needs it for the fingerprint anyway): a
 * stored answer sent while the body is still arriving confuses a kept-alive connection, and the
 * client loses the answer.
 */
export async function idempotent<Body extends object, Status extends 200 | 201>(
  c: Context<AppEnv>,
  deps: Deps,
  request: KeyedRequest,
  run: (claim: Claim) => Promise<Outcome<Body, Status>>,
) {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) {
    const outcome = await run(unkeyed());
    return c.json(outcome.body, outcome.status);
  }
  if (key.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters');
  const userId = c.get('user').id;
  const acquired = await acquire(deps.db, userId, key, request);
  if ('replay' in acquired) {
    c.header('Idempotent-Replayed', 'true');
    // The stored answer is the one this route gave the first time.
    return c.json(JSON.parse(acquired.replay.body) as Body, acquired.replay.status as Status);
  }
  const { id, supersedes } = acquired.claim;
  const store = (db: Db, outcome: Outcome) =>
    keys.storeResponse(db, userId, key, id, outcome.status, JSON.stringify(outcome.body));
  try {
    const outcome = await run({
      id,
      supersedes,
      complete: async (trx, result) => {
        if (!(await store(trx, result))) throw new ApiError(409, MSG.idempotencyInFlight);
      },
    });
    // A write that did not complete() in its own transaction is answered here (a no-op if it did).
    await store(deps.db, outcome);
    return c.json(outcome.body, outcome.status);
  } catch (err) {
    // Only an unanswered claim of ours is released; an answer that committed stays.
    await keys.releaseKey(deps.db, userId, key, id);
    throw err;
  }
}
