import type { Deps } from '../deps.ts';
import { findPayout, payoutControls } from '../db/repositories/payouts.repository.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { workDueCalls } from './daraja-calls.ts';
import { submitApproved } from '../money/out/payouts/make-payouts.ts';
import { askUtilityBalanceNow } from '../money/out/payouts/utility-balance.ts';
import { queryPayout } from '../money/out/payouts/query-payout.ts';
import { verifyPaidPayouts } from '../money/out/payouts/verify-payouts.ts';
import { sendPayout } from '../money/out/payouts/send-payout.ts';

// The payout worker (D-208): approved withdrawals get their payout, queued payouts are sent, and
// payouts without a final answer are asked about. Each payout is claimed first (a lease in the
// database), so instances share the work and one that dies mid-request leaves it to the next.

export async function runPayouts(deps: Deps) {
  await submitApproved(deps);
  const controls = await payoutControls(deps.db);
  await askUtilityBalanceNow(deps, controls?.balance_at ?? null);
  // Paused by an initiator error: nothing queued is sent, but what is out there is still asked about.
  const paused = controls?.paused_reason === 'configuration';
  await workDueCalls(deps, 'payouts', {
    find: (id) => findPayout(deps.db, id),
    send: (payout) => sendPayout(deps, payout),
    query: (payout) => queryPayout(deps, payout),
    skip: (due) => paused && due.status === 'queued',
  });
  // Not while paused by an initiator error: each query with a bad credential brings its lock nearer.
  if (!paused) await verifyPaidPayouts(deps);
}

const report = (err: unknown) => console.error('[payouts] worker failed', err);

/** Every second or two: a payout is the one thing a fundraiser waits for with the page open. */
export const payoutsJob = (deps: Deps): RecurringJob => ({
  name: 'payouts',
  everyMs: Math.max(250, Math.min(2000, (deps.env.PAYOUT_QUERY_SECONDS * 1000) / 4)),
  run: () => runPayouts(deps),
  report,
});
