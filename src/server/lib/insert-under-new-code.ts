import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { Claim, Outcome } from './idempotency.ts';
import { newShortCode } from './secrets.ts';

const ATTEMPTS = 5;

/**
 * Stores a new row under a freshly drawn public code (a fundraiser's short code, an item's code)
 * with the Idempotency-Key's answer in one transaction: a crash leaves neither, so the retry that
 * takes the key over creates the one row. On the rare collision of codes it draws again.
 */
export async function insertUnderNewCode<O extends Outcome>(
  deps: Deps,
  claim: Claim,
  build: (code: string) => { insert: (trx: Db) => Promise<unknown>; outcome: O },
): Promise<O> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { insert, outcome } = build(newShortCode());
    try {
      await deps.db.transaction().execute(async (trx) => {
        await insert(trx);
        await claim.complete(trx, outcome);
      });
    } catch (err) {
      if (isUniqueViolation(err)) continue;
      throw err;
    }
    return outcome;
  }
  throw new Error('Could not draw a unique code');
}
