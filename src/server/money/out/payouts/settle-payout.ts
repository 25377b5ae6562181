import { classifyPayoutResult, type PayoutClass } from '#shared/payout-outcomes.ts';
import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import type { PayoutRow } from '../../../db/payouts-table.ts';
import type { WithdrawalRow } from '../../../db/withdrawals-table.ts';
import { moveBlock } from '../../ledger/ledger.repository.ts';
import * as payouts from '../../../db/repositories/payouts.repository.ts';
import { findWithdrawal } from '../../../db/repositories/withdrawals.repository.ts';
import { changedOne } from '../../../db/compare-and-swap.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { nextPart } from './make-payouts.ts';
import { checkReceiverName } from './name-check.ts';
import { withNews, type WithdrawalNews } from '../withdrawal-news.ts';

// What M-Pesa's answer about a payout does (D-208), whether it came as the result, as the answer
// to a status query, or both and twice: each is a compare-and-swap from a status that is not
// final, in one transaction with its ledger entries, so the first final answer counts and the
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
}

const OPEN = ['sending', 'sent', 'unknown'] as const;

export async function settlePayout(deps: Deps, payout: PayoutRow, answer: PayoutAnswer) {
  if (answer.utilityBalance !== undefined)
    await payouts.setPayoutControls(deps.db, {
      utility_balance_minor: Math.round(answer.utilityBalance * 100),
      balance_at: nowIso(),
    });
  const kind = answer.kind ?? classifyPayoutResult(answer.code);
  if (kind === 'unknown') return null;
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
    });
    const withdrawal = moved ? await findWithdrawal(trx, payout.withdrawal_id) : undefined;
    if (!withdrawal || withdrawal.status !== 'submitted') return null;
    if (kind === 'paid') return paid(trx, deps, withdrawal, payout, answer);
    if (kind === 'failed') return failed(trx, withdrawal, answer.code);
    return waiting(trx, deps, withdrawal, kind);
  });
  return kind;
}

async function paid(trx: Db, deps: Deps, withdrawal: WithdrawalRow, payout: PayoutRow, answer: PayoutAnswer) {
  // A payout that went through ends the probing after a resume (D-208).
  if ((await payouts.payoutControls(trx))?.paused_reason === 'probing')
    await payouts.setPayoutControls(trx, { paused_reason: null });
  await moveBlock(trx, 'payout', withdrawal.fundraiser_id, payout.id, Number(payout.amount_minor));
  if (payout.channel === 'b2c' && answer.receiverName)
    await checkReceiverName(trx, withdrawal.fundraiser_id, payout.party_b, answer.receiverName);
  const next = await nextPart(trx, withdrawal, deps.env);
  if (next) {
    await payouts.insertPayouts(trx, [next]);
    return null;
  }
  const fee = Number(withdrawal.fee_minor);
  if (!(await setWithdrawal(trx, withdrawal, { status: 'paid', paid_at: nowIso() }))) return null;
  if (fee > 0) await moveBlock(trx, 'fee', withdrawal.fundraiser_id, withdrawal.id, fee);
  return { kind: 'paid', withdrawalId: withdrawal.id } satisfies WithdrawalNews;
}

/**
 * M-Pesa will never pay this recipient: the withdrawal fails and what was not paid is given back.
 * Of the fee, only the share of the parts already paid is taken.
 */
async function failed(trx: Db, withdrawal: WithdrawalRow, code: string) {
  if (!(await setWithdrawal(trx, withdrawal, { status: 'failed', failure_reason: code }))) return null;
  const all = await payouts.payoutsOf(trx, [withdrawal.id]);
  const paidMinor = all.filter((p) => p.status === 'paid').reduce((sum, p) => sum + Number(p.amount_minor), 0);
  const amount = Number(withdrawal.amount_minor);
  const fee = Number(withdrawal.fee_minor);
  const feeTaken = paidMinor === 0 ? 0 : Math.round((fee * paidMinor) / (amount - fee));
  if (feeTaken > 0) await moveBlock(trx, 'fee', withdrawal.fundraiser_id, withdrawal.id, feeTaken);
  const release = amount - paidMinor - feeTaken;
  if (release > 0) await moveBlock(trx, 'release', withdrawal.fundraiser_id, withdrawal.id, release);
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
