import { RESULT_DESCRIPTIONS } from '#shared/daraja.ts';
import type { Deps } from '../deps.ts';
import * as donations from '../db/repositories/donations.repository.ts';
import type { Updateable } from 'kysely';
import type { DonationRow, DonationsTable } from '../db/schema.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { DarajaError } from '../money/daraja/daraja-error.ts';
import { statusOf } from '../money/in/outcomes.ts';
import { settle } from '../money/in/settle.ts';
import type { RecurringJob } from '../queue/job-runner.ts';

// A claimed query that has not finished in this long belongs to an instance that died.
const CLAIM_SECONDS = 60;
const BATCH = 20;

/**
 * Daraja sends each callback once and never again, and some are lost, so every donation still
 * pending PAYMENT_FIRST_QUERY_SECONDS after its push is asked about, then again with growing gaps,
 * until PAYMENT_GIVE_UP_SECONDS. Only ResultCode 0 means paid and only the known final codes mean
 * failed; 4999, "being processed" (500.001.1001, which Daraja also answers now and then after a
 * payment is final) and anything unknown mean "no answer yet". A donation still unanswered at the
 * end is marked for follow-up, never failed: the money may have moved; it is asked about again
 * PAYMENT_LATE_QUERY_SECONDS after the end (D-216), and a late answer settles it as any other.
 */
export async function runPaymentQueries(deps: Deps) {
  const now = nowIso();
  let settled = 0;
  for (const due of await donations.dueForQuery(deps.db, now, BATCH)) {
    if (!(await donations.claimQuery(deps.db, due.id, due.next_query_at!, isoIn(CLAIM_SECONDS)))) continue;
    const row = await donations.findDonation(deps.db, due.id);
    if (row?.status === 'pending' && (await queryOne(deps, row))) settled++;
  }
  return settled;
}

async function queryOne(deps: Deps, row: DonationRow) {
  let outcome = 'no CheckoutRequestID';
  if (row.checkout_request_id) {
    try {
      const { ResultCode: code, ResultDesc } = await deps.payments.daraja.stkQuery(row.checkout_request_id);
      // A malformed code (null, "", false, []) means no answer yet, like 4999 (D-158).
      const status = code === null ? null : statusOf(code, 'query');
      const resultDesc = (ResultDesc || (code === null ? '' : RESULT_DESCRIPTIONS[code]) || '').slice(0, 200);
      if (code !== null && status) {
        return settle(deps, row, {
          status,
          resultCode: code,
          resultDesc,
          // The query does not carry the receipt number; the donor has it in M-Pesa's SMS.
          mpesaReceipt: null,
          checkoutRequestId: row.checkout_request_id,
          at: nowIso(),
        });
      }
      outcome = `${String(code)} ${resultDesc}`;
    } catch (err) {
      if (!(err instanceof DarajaError)) throw err;
      if (!err.processing) console.warn(`[payments] query for donation ${row.reference}: ${err.errorCode}`);
      outcome = `${err.errorCode} ${err.errorMessage}`;
    }
  }
  await scheduleNext(deps, row, { last_query_outcome: outcome.slice(0, 200), last_query_at: nowIso() });
  return false;
}

/**
 * Next query after a growing gap (30 s, 45 s, 68 s… by default) until the end of the window, then
 * at each of PAYMENT_LATE_QUERY_SECONDS after the end; after the last, none: reviewers see it.
 */
async function scheduleNext(deps: Deps, row: DonationRow, seen: Updateable<DonationsTable>) {
  const { PAYMENT_FIRST_QUERY_SECONDS: first, PAYMENT_GIVE_UP_SECONDS: giveUp } = deps.env;
  const pushed = Date.parse(row.pushed_at ?? row.created_at);
  const deadline = pushed + giveUp * 1000;
  if (Date.now() < deadline) {
    const gap = first * 1000 * 1.5 ** row.query_attempts;
    const next = new Date(Math.min(Date.now() + gap, deadline)).toISOString();
    await donations.updateDonation(deps.db, row.id, { ...seen, next_query_at: next });
    return;
  }
  const late = deps.env.PAYMENT_LATE_QUERY_SECONDS[row.late_queries];
  if (row.follow_up !== 1)
    console.warn(`[payments] donation ${row.reference} has no answer from M-Pesa: marked for follow-up`);
  const next = late === undefined ? null : new Date(Math.max(deadline + late * 1000, Date.now())).toISOString();
  await donations.updateDonation(deps.db, row.id, {
    ...seen,
    follow_up: 1,
    next_query_at: next,
    late_queries: late === undefined ? row.late_queries : row.late_queries + 1,
  });
}

const report = (err: unknown) => console.error('[payments] status queries failed', err);

/**
 * Every few seconds; the database (claims) decides which instance asks about which donation. A
 * run longer than CLAIM_SECONDS has lost its claims anyway, so that is when another may start.
 */
export const paymentQueriesJob = (deps: Deps): RecurringJob => ({
  name: 'payment-queries',
  everyMs: Math.max(250, Math.min(5000, (deps.env.PAYMENT_FIRST_QUERY_SECONDS * 1000) / 4)),
  run: () => runPaymentQueries(deps),
  report,
  timeoutSeconds: CLAIM_SECONDS,
});
