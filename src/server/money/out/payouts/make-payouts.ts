import type { Deps } from '../../../deps.ts';
import type { WithdrawalRow } from '../../../db/withdrawals-table.ts';
import type { PayoutsTable } from '../../../db/payouts-table.ts';
import { findDestination } from '../../../db/repositories/payout-destinations.repository.ts';
import * as payouts from '../../../db/repositories/payouts.repository.ts';
import { changedOne } from '../../../db/compare-and-swap.ts';
import type { Db } from '../../../db/client.ts';
import { newId } from '../../../lib/secrets.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { payoutTokenHash } from './callback-urls.ts';
import { payoutParts } from './split.ts';
import { probeWithBalance } from './utility-balance.ts';

// From an approved withdrawal to the payout M-Pesa is asked to make (D-208). One part is paid at a
// time: the next is queued when the last is paid, so a withdrawal never has two payouts in flight
// and a refusal (our funding, our configuration) stops it after the parts already paid.

const BATCH = 20;
const RECHECK_SECONDS = 60;

/** Why an approved withdrawal cannot be paid yet, or null when it can. */
export function waitReason(destination: Awaited<ReturnType<typeof findDestination>>, now: string) {
  if (!destination) return 'destination';
  if (destination.paid_from > now) return 'cooling';
  if (destination.name_check === 'mismatch') return 'name_check';
  return null;
}

/** When a withdrawal waiting for `wait` is looked at again: when the cooling ends, else in a minute. */
export const holdUntil = (wait: string, destination: Awaited<ReturnType<typeof findDestination>>) =>
  wait === 'cooling' && destination ? destination.paid_from : isoIn(RECHECK_SECONDS);

/** The payout row for a withdrawal's next unpaid part, or null when every part is paid. */
export async function nextPart(db: Db, withdrawal: WithdrawalRow, env: Deps['env']): Promise<PayoutsTable | null> {
  const destination = await findDestination(db, withdrawal.fundraiser_id);
  if (!destination) return null;
  const earlier = await payouts.payoutsOf(db, [withdrawal.id]);
  const paid = new Set(earlier.filter((p) => p.status === 'paid').map((p) => p.part));
  const parts = payoutParts(Number(withdrawal.amount_minor) - Number(withdrawal.fee_minor));
  const index = parts.findIndex((_, i) => !paid.has(i + 1));
  if (index < 0) return null;
  const id = newId();
  const now = nowIso();
  const mpesa = destination.kind === 'mpesa';
  return {
    id,
    withdrawal_id: withdrawal.id,
    fundraiser_id: withdrawal.fundraiser_id,
    part: index + 1,
    amount_minor: parts[index]!,
    channel: mpesa ? 'b2c' : 'b2b',
    party_b: mpesa ? destination.phone! : destination.paybill!,
    account_reference: mpesa ? null : destination.account,
    status: 'queued',
    token_hash: payoutTokenHash(env.JWT_SECRET, id),
    conversation_id: null,
    daraja_originator_id: null,
    result_code: null,
    result_desc: null,
    mpesa_receipt: null,
    receiver_name: null,
    claimed_until: null,
    next_check_at: now,
    queries: 0,
    sent_at: null,
    finished_at: null,
    verified_at: null,
    verified_result: null,
    verified_amount_minor: null,
    verified_receipt: null,
    verify_after: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Moves approved withdrawals that may be paid to `submitted`, each with its next payout queued,
 * in one transaction under a compare-and-swap on the status: two instances never queue one twice.
 * Nothing moves while payouts are paused (an initiator error, D-208), and one at a time just after.
 */
export async function submitApproved(deps: Deps) {
  const paused = (await payouts.payoutControls(deps.db))?.paused_reason;
  if (paused === 'configuration') return 0;
  // Just resumed: one payout probes the initiator before the rest go (each 2001 brings the lock nearer).
  const probing = paused === 'probing';
  if (probing && (await payouts.countInFlight(deps.db)) > 0) return 0;
  const now = nowIso();
  let submitted = 0;
  // The probe is never a withdrawal whose payout met the initiator error (D-244): without another,
  // the Account Balance query, which M-Pesa checks with the same initiator, proves it instead.
  const ready = await payouts.readyWithdrawals(deps.db, now, probing ? 1 : BATCH, probing);
  if (probing && ready.length === 0) await probeWithBalance(deps);
  for (const withdrawal of ready) {
    const destination = await findDestination(deps.db, withdrawal.fundraiser_id);
    const wait = waitReason(destination, now);
    if (wait) {
      // Waiting ones never crowd out the rest.
      await setWait(deps.db, withdrawal.id, wait, holdUntil(wait, destination));
      continue;
    }
    const done = await deps.db.transaction().execute(async (trx) => {
      const row = await nextPart(trx, withdrawal, deps.env);
      if (!row) return false;
      const moved = await changedOne(
        trx
          .updateTable('withdrawals')
          .set({ status: 'submitted', wait_reason: null, retry_at: null, updated_at: now })
          .where('id', '=', withdrawal.id)
          .where('status', '=', 'approved')
          .where('updated_at', '=', withdrawal.updated_at),
      );
      if (moved) await payouts.insertPayouts(trx, [row]);
      return moved;
    });
    if (done) submitted++;
  }
  return submitted;
}

const setWait = (db: Db, id: string, reason: string, retryAt: string) =>
  db
    .updateTable('withdrawals')
    .set({ wait_reason: reason, retry_at: retryAt })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .execute();
