import type { Deps } from '../deps.ts';
import { claimPayout, duePayouts, findPayout, payoutControls } from '../db/repositories/payouts.repository.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { submitApproved } from '../money/out/payouts/make-payouts.ts';
import { askUtilityBalanceNow } from '../money/out/payouts/utility-balance.ts';
import { queryPayout } from '../money/out/payouts/query-payout.ts';
import { verifyPaidPayouts } from '../money/out/payouts/verify-payouts.ts';
import { PAYOUT_LEASE_SECONDS, sendPayout } from '../money/out/payouts/send-payout.ts';

// The payout worker (D-208): approved withdrawals get their payout, queued payouts are sent, and
// payouts without a final answer are asked about. Each payout is claimed first (a lease in the
// database), so instances share the work and one that dies mid-request leaves it to the next.

const BATCH = 20;

export async function runPayouts(deps: Deps) {
  await submitApproved(deps);
  const controls = await payoutControls(deps.db);
  await askUtilityBalanceNow(deps, controls?.balance_at ?? null);
  // Paused by an initiator error: nothing queued is sent, but what is out there is still asked about.
  const paused = controls?.paused_reason === 'configuration';
  const now = nowIso();
  for (const due of await duePayouts(deps.db, now, BATCH)) {
    if (paused && due.status === 'queued') continue;
    if (!(await claimPayout(deps.db, due.id, due.status, now, isoIn(PAYOUT_LEASE_SECONDS)))) continue;
    const payout = await findPayout(deps.db, due.id);
    if (!payout) continue;
    if (payout.status === 'queued') await sendPayout(deps, payout);
    else await queryPayout(deps, payout);
  }
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
