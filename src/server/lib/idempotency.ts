import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../deps.ts';
import * as keys from '../db/repositories/idempotency.repository.ts';
import { ApiError, badRequest } from './http-error.ts';

export interface Outcome {
  status: 200 | 201;
  body: unknown;
}

/**
 * Runs a write at most once per `Idempotency-Key` and user: a retry with the same key (a flaky
 * connection, a background-sync replay) gets the first response back and changes nothing.
 * Without the header the write simply runs.
 */
export async function idempotent(c: Context<AppEnv>, deps: Deps, route: string, run: () => Promise<Outcome>) {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) {
    const outcome = await run();
    return c.json(outcome.body as object, outcome.status);
  }
  if (key.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters');
  const userId = c.get('user').id;
  if (!(await keys.claimKey(deps.db, userId, key, route))) {
    const prior = await keys.findKey(deps.db, userId, key);
    if (prior && prior.route !== route) throw new ApiError(409, 'This Idempotency-Key was used for another request');
    if (!prior || prior.status_code === null || prior.response_body === null)
      throw new ApiError(409, MSG.idempotencyInFlight);
    c.header('Idempotent-Replayed', 'true');
    return c.json(JSON.parse(prior.response_body) as object, prior.status_code as 200 | 201);
  }
  try {
    const outcome = await run();
    await keys.storeResponse(deps.db, userId, key, outcome.status, JSON.stringify(outcome.body));
    return c.json(outcome.body as object, outcome.status);
  } catch (err) {
    await keys.releaseKey(deps.db, userId, key);
    throw err;
  }
}
