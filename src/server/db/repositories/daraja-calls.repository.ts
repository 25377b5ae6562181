import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';

// Rows that stand for a call to Daraja that moves money (payouts D-208, refunds D-256): each written
// with our id before its request leaves, then worked under a lease in the database so instances
// share the work and one that dies mid-request leaves it to the next. Both tables keep the same
// columns for it: status, next_check_at, claimed_until.

export type CallTable = 'payouts' | 'refunds';

// The two tables have these columns alike: the queries are written once, against one of them.
const of = (table: CallTable) => table as 'payouts';

/**
 * Calls to act on now: queued ones to send, and those whose answer is overdue (sent, unknown, or
 * sending by an instance whose lease ran out: it may have died mid-request).
 */
export const dueCalls = (db: Db, table: CallTable, now: string, limit: number) =>
  db
    .selectFrom(of(table))
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['queued', 'sent', 'unknown']), eb('next_check_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', now)]),
      ]),
    )
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_check_at')
    .limit(limit)
    .execute() as Promise<{ id: string; status: string }[]>;

/** Takes a call for one worker until `until`, if nobody holds it: the lease a crash lets go of. */
export const claimCall = (db: Db, table: CallTable, id: string, status: string, now: string, until: string) =>
  changedOne(
    db
      .updateTable(of(table))
      .set({ claimed_until: until, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', status as 'queued')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)])),
  );
