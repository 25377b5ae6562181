import { sql } from 'kysely';
import { isPostgres, type Db } from './client.ts';

// One M-Pesa receipt is counted by one road at a time (D-245): the STK callback or query, the
// paybill confirmation, a donor's code check and a reviewer's assignment each take this lock first
// in the transaction that counts it, so each sees what the one before it committed (PostgreSQL's
// read committed would otherwise let two of them each miss the other's uncommitted row). SQLite
// runs one transaction at a time already.

/** The advisory locks' first key for receipts (run-liveness.ts uses 22 300). */
const RECEIPT_LOCK_SPACE = 24_500;

/** Held until the transaction ends. */
export async function lockReceipt(trx: Db, receipt: string) {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${RECEIPT_LOCK_SPACE}, hashtext(${receipt}))`.execute(trx);
}
