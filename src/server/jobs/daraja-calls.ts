import type { Deps } from '../deps.ts';
import { claimCall, dueCalls, type CallTable } from '../db/repositories/daraja-calls.repository.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { PAYOUT_LEASE_SECONDS } from '../money/out/payouts/send-payout.ts';

// One turn of a money call worker (payouts D-208, refunds D-256): each due call is claimed (a lease
// in the database), read again, then sent when queued, else asked about.

const BATCH = 20;

export async function workDueCalls<Row extends { status: string }>(
  deps: Deps,
  table: CallTable,
  work: {
    find: (id: string) => Promise<Row | undefined>;
    send: (row: Row) => Promise<unknown>;
    query: (row: Row) => Promise<unknown>;
    /** Left for now (a queued payout while every payout is paused). */
    skip?: (due: { status: string }) => boolean;
  },
) {
  const now = nowIso();
  for (const due of await dueCalls(deps.db, table, now, BATCH)) {
    if (work.skip?.(due)) continue;
    if (!(await claimCall(deps.db, table, due.id, due.status, now, isoIn(PAYOUT_LEASE_SECONDS)))) continue;
    const row = await work.find(due.id);
    if (!row) continue;
    if (row.status === 'queued') await work.send(row);
    else await work.query(row);
  }
}
