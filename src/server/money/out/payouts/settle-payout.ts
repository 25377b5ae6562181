import { classifyPayoutResult, type PayoutClass } from '#shared/payout-outcomes.ts';
import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import type { PayoutRow } from '../../../db/payouts-table.ts';
import type { WithdrawalRow } from '../../../db/withdrawals-table.ts';
import { findDestination } from '../../../db/repositories/payout-destinations.repository.ts';
import * as payouts from '../../../db/repositories/payouts.repository.ts';
import { findWithdrawal } from '../../../db/repositories/withdrawals.repository.ts';
import { changedOne } from '../../../db/compare-and-swap.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { closeWithdrawal, payOut } from '../../ledger/ledger.ts';
import { holdUntil, nextPart, waitReason } from './make-payouts.ts';
import { checkClosedWithdrawal } from './check-closed.ts';
import { checkReceiverName } from './name-check.ts';
import { withNews, type WithdrawalNews } from '../withdrawal-news.ts';
import { toMinor } from '#shared/kes.ts';

// What M-Pesa's answer about a payout does (D-208, D-244), whether it came as the result, as the
// answer to a status query, or both and twice: each is a compare-and-swap from a status that is
// not final, in one transaction with its ledger entries, so the first final answer counts and the
// others change nothing.

export interface PayoutAnswer {
  code: string;
  desc: string;
  receipt?: string;
  /** ReceiverPartyPublicName (or the query's credit party): personal for an M-Pesa number. */
  receiverName?: string;
  /** The utility account's funds, when the result says them (KES). */
  utilityBalance?: number;
  /** What it means, when it is not a ResultCode (Daraja refusing the request itself). */
  kind?: PayoutClass;
  /**
   * Who said it: Daraja refusing our own request ('request'), a post to the payout's result URL
   * ('result') or the answer to our status query ('status'). Callbacks are unsigned: a result that
   * says the money did not move is asked about before anything is released or sent again (D-244).
   */
  from: 'request' | 'result' | 'status';
}

const OPEN = ['sending', 'sent', 'unknown'] as const;

export async function settlePayout(deps: Deps, payout: PayoutRow, answer: PayoutAnswer) {
  if (answer.utilityBalance !== undefined)
    await payouts.setPayoutControls(deps.db, {
      utility_balance_minor: toMinor(answer.utilityBalance),
      balance_at: nowIso(),
    });
  const kind = answer.kind ?? classifyPayoutResult(answer.code);
  if (kind === 'unknown') return null;
  if (kind !== 'paid' && answer.from === 'result') {
    await askFirst(deps, payout, answer, kind);
    return 'unknown';
  }
  await withNews(deps, async (trx) => {
    const final = {
      result_code: answer.code,
      result_desc: answer.desc.slice(0, 200),
      claimed_until: null,
      next_check_at: null,
      finished_at: nowIso(),
    };
    const status = kind === 'paid' ? 'paid' : kind === 'failed' ? 'failed' : 'refused';
    const moved = await payouts.changePayout(trx, payout.id, [...OPEN], {
      ...final,
      status,
      ...(kind === 'paid' && {
        mpesa_receipt: answer.receipt?.slice(0, 30) ?? null,
        receiver_name: answer.receiverName?.slice(0, 200) ?? null,
      }),
      // Found paid by our own status query: that is M-Pesa's word already (D-246).
      ...(kind === 'paid' &&
        answer.from === 'status' && {
          verified_at: nowIso(),
          verified_result: 'Completed',
          verified_amount_minor: Number(payout.amount_minor),
          verified_receipt: answer.receipt?.slice(0, 30) ?? null,
        }),
    });
    if (!moved) return null;
    const withdrawal = (await findWithdrawal(trx, payout.withdrawal_id))!;
    // Money that left is in the ledger whatever became of its withdrawal meanwhile.
    if (kind === 'paid') return paid(trx, deps, withdrawal, payout, answer);
    if (withdrawal.status !== 'submitted') return null;
    if (kind === 'failed') return failed(trx, withdrawal, answer.code);
    return waiting(trx, deps, withdrawal, kind);
  });
  if (kind === 'paid' || kind === 'failed') await checkClosedWithdrawal(deps, payout.withdrawal_id);
  return kind;
}

/**
 * A result that says the money did not move: the payout is asked about at once, and only the
 * status query's answer fails it or sends it again. An initiator error still stops every payout
 * now: stopping is safe, and each 2001 brings the credential's lock nearer (research §2.5).
 */
async function askFirst(deps: Deps, payout: PayoutRow, answer: PayoutAnswer, kind: PayoutClass) {
  await payouts.changePayout(deps.db, payout.id, [...OPEN], {
    status: 'unknown',
    result_desc: `result ${answer.code}: ${answer.desc}`.slice(0, 200),
    claimed_until: null,
    next_check_at: nowIso(),
  });
  if (kind === 'configuration')
    await payouts.setPayoutControls(deps.db, { paused_reason: 'configuration', paused_at: nowIso(), resumed_by: null });
}

async function paid(trx: Db, deps: Deps, withdrawal: WithdrawalRow, payout: PayoutRow, answer: PayoutAnswer) {
  await payOut(trx, withdrawal, payout);
  // A payout that went through ends the probing after a resume (D-208).
  if ((await payouts.payoutControls(trx))?.paused_reason === 'probing')
    await payouts.setPayoutControls(trx, { paused_reason: null });
  if (payout.channel === 'b2c' && answer.receiverName)
    await checkReceiverName(trx, withdrawal.fundraiser_id, payout.party_b, answer.receiverName);
  if (withdrawal.status !== 'submitted') return null;
  const next = await nextPart(trx, withdrawal, deps.env);
  if (!next) {
    if (!(await setWithdrawal(trx, withdrawal, { status: 'paid', paid_at: nowIso() }))) return null;
    await closeWithdrawal(trx, withdrawal);
    return { kind: 'paid', withdrawalId: withdrawal.id } satisfies WithdrawalNews;
  }
  // The next part goes to the destination as it is now, and only if it may be paid now: changed
  // since the last part (its cooling) or not the organiser's name (a reviewer's look), the rest
  // waits like any approved withdrawal (D-244).
  const destination = await findDestination(trx, withdrawal.fundraiser_id);
  const wait = waitReason(destination, nowIso());
  if (wait) {
    await setWithdrawal(trx, withdrawal, {
      status: 'approved',
      wait_reason: wait,
      retry_at: holdUntil(wait, destination),
    });
    return null;
  }
  await payouts.insertPayouts(trx, [next]);
  return null;
}

/** M-Pesa will never pay this recipient: the withdrawal fails and what was not paid is given back. */
async function failed(trx: Db, withdrawal: WithdrawalRow, code: string) {
  if (!(await setWithdrawal(trx, withdrawal, { status: 'failed', failure_reason: code }))) return null;
  await closeWithdrawal(trx, withdrawal);
  return { kind: 'failed', withdrawalId: withdrawal.id, code } satisfies WithdrawalNews;
}

/**
 * Our funding or our configuration: the withdrawal goes back to approved and waits. Funding is
 * tried again later; an initiator error stops every payout until a reviewer resumes them, since
 * repeated 2001s lock the credential (research §2.5).
 */
async function waiting(trx: Db, deps: Deps, withdrawal: WithdrawalRow, kind: 'funding' | 'configuration') {
  const retryAt = kind === 'funding' ? isoIn(deps.env.PAYOUT_FUNDING_RETRY_SECONDS) : null;
  if (!(await setWithdrawal(trx, withdrawal, { status: 'approved', wait_reason: kind, retry_at: retryAt })))
    return null;
  if (kind === 'configuration')
    await payouts.setPayoutControls(trx, { paused_reason: 'configuration', paused_at: nowIso(), resumed_by: null });
  return { kind, withdrawalId: withdrawal.id } satisfies WithdrawalNews;
}

const setWithdrawal = (
  trx: Db,
  withdrawal: WithdrawalRow,
  values: Partial<Pick<WithdrawalRow, 'status' | 'paid_at' | 'failure_reason' | 'wait_reason' | 'retry_at'>>,
) =>
  changedOne(
    trx
      .updateTable('withdrawals')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', withdrawal.id)
      .where('status', '=', 'submitted'),
  );
