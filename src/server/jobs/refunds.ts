import type { Deps } from '../deps.ts';
import { findRefund } from '../db/repositories/refunds.repository.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { workDueCalls } from './daraja-calls.ts';
import { queryRefund } from '../money/out/refunds/query-refund.ts';
import { sendRefund } from '../money/out/refunds/send-refund.ts';

// The refunds worker (D-256), as the payouts worker (D-208): queued refunds are sent and those
// without a final answer asked about, each claimed first.

export const runRefunds = (deps: Deps) =>
  workDueCalls(deps, 'refunds', {
    find: (id) => findRefund(deps.db, id),
    send: (refund) => sendRefund(deps, refund),
    query: (refund) => queryRefund(deps, refund),
  });

export const refundsJob = (deps: Deps): RecurringJob => ({
  name: 'refunds',
  everyMs: Math.max(250, Math.min(2000, (deps.env.PAYOUT_QUERY_SECONDS * 1000) / 4)),
  run: () => runRefunds(deps),
  report: (err: unknown) => console.error('[refunds] worker failed', err),
});
