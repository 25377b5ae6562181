import type { Deps } from '../deps.ts';
import { claimRefund, dueRefunds, findRefund } from '../db/repositories/refunds.repository.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { PAYOUT_LEASE_SECONDS } from '../money/out/payouts/send-payout.ts';
import { queryRefund } from '../money/out/refunds/query-refund.ts';
import { sendRefund } from '../money/out/refunds/send-refund.ts';

// The refunds worker (D-256), as the payouts worker (D-208): queued refunds are sent and those
// without a final answer asked about, each claimed first (a lease in the database), so instances
// share the work and one that dies mid-request leaves it to the next.

const BATCH = 20;

export async function runRefunds(deps: Deps) {
  const now = nowIso();
  for (const due of await dueRefunds(deps.db, now, BATCH)) {
    if (!(await claimRefund(deps.db, due.id, due.status, now, isoIn(PAYOUT_LEASE_SECONDS)))) continue;
    const refund = await findRefund(deps.db, due.id);
    if (!refund) continue;
    if (refund.status === 'queued') await sendRefund(deps, refund);
    else await queryRefund(deps, refund);
  }
}

export const refundsJob = (deps: Deps): RecurringJob => ({
  name: 'refunds',
  everyMs: Math.max(250, Math.min(2000, (deps.env.PAYOUT_QUERY_SECONDS * 1000) / 4)),
  run: () => runRefunds(deps),
  report: (err: unknown) => console.error('[refunds] worker failed', err),
});
