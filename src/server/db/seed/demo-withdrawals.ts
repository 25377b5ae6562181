import { randomBytes } from 'node:crypto';
import { PAYOUT_RESULT, PAYOUT_RESULT_DESCRIPTIONS } from '#shared/daraja-payouts.ts';
import { approvalsNeeded } from '#shared/schemas/treasurer.schema.ts';
import { withdrawalFee } from '#shared/schemas/withdrawal.schema.ts';
import type { Deps } from '../../deps.ts';
import { newId } from '../../lib/secrets.ts';
import { payoutTokenHash } from '../../money/out/payouts/callback-urls.ts';
import { payeeName } from '../../money/out/paid-withdrawals.ts';
import { newWithdrawalRow } from '../../money/out/withdrawals.ts';
import { withdrawalTexts } from '../../money/out/withdrawal-texts.ts';
import type { Db } from '../client.ts';
import type { PayoutsTable } from '../payouts-table.ts';
import type { UserRow } from '../schema.ts';
import type { WithdrawalsTable } from '../withdrawals-table.ts';
import { insertUpdate } from '../repositories/fundraiser-updates.repository.ts';
import { closeWithdrawal, holdForWithdrawal, payOut } from '../../money/ledger/ledger.ts';
import { insertPayouts } from '../repositories/payouts.repository.ts';
import { insertWithdrawal } from '../repositories/withdrawals.repository.ts';
import { formatKesDigits, toMinor } from '#shared/kes.ts';

// The demo's two withdrawals (demo-money.ts), with the rows and ledger entries the live code
// writes for them: requesting blocks the amount (withdrawals.ts), and a paid payout moves it to
// `payout` and takes the fee (settle-payout.ts), so the kept balance and `reconcile` agree.

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

export interface MoneyCast {
  fundraiserId: string;
  organiser: UserRow;
  reviewerId: string;
  /** The active treasurers' account ids: they alone approve (D-205). */
  treasurers: string[];
}

/** Kenyatta National Hospital's paybill, as M-Pesa names it in a B2B result. */
const HOSPITAL = {
  paybill: '400200',
  account: 'KNH-4521',
  receiverName: '400200 - KENYATTA NATIONAL HOSPITAL',
  receipt: 'SKL4QW7RTY',
};

type Env = Deps['env'];

function withdrawalRow(
  cast: MoneyCast,
  env: Env,
  amountKes: number,
  purpose: string,
  requestedAt: string,
  rest: Partial<WithdrawalsTable>,
): WithdrawalsTable {
  return newWithdrawalRow({
    fundraiser_id: cast.fundraiserId,
    requested_by: cast.organiser.id,
    amount_minor: toMinor(amountKes),
    // The fee is fixed at the request, as the live request fixes it (D-200).
    fee_minor: toMinor(withdrawalFee(amountKes, env.PLATFORM_FEE_PERCENT)),
    purpose,
    approvals_needed: approvalsNeeded(cast.treasurers.length),
    created_at: requestedAt,
    updated_at: requestedAt,
    ...rest,
  });
}

// Written with their own time (the repository's addApproval stamps now): the story happened days ago.
const approve = (trx: Db, withdrawalId: string, userId: string, at: string) =>
  trx
    .insertInto('withdrawal_approvals')
    .values({ withdrawal_id: withdrawalId, user_id: userId, created_at: at })
    .execute();

/** Daraja makes a B2B payout's ids (D-209); these only need to look like them. */
const darajaId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

/** The one payout M-Pesa made to the hospital: KES 77,200 is under the per-payout limit, so one part. */
function hospitalPayout(env: Env, withdrawal: WithdrawalsTable, sentAt: string, paidAt: string): PayoutsTable {
  const id = newId();
  return {
    id,
    withdrawal_id: withdrawal.id,
    fundraiser_id: withdrawal.fundraiser_id,
    part: 1,
    amount_minor: withdrawal.amount_minor - withdrawal.fee_minor,
    channel: 'b2b',
    party_b: HOSPITAL.paybill,
    account_reference: HOSPITAL.account,
    status: 'paid',
    token_hash: payoutTokenHash(env.JWT_SECRET, id),
    conversation_id: darajaId('AG_'),
    daraja_originator_id: darajaId('B2B_'),
    result_code: String(PAYOUT_RESULT.paid),
    result_desc: PAYOUT_RESULT_DESCRIPTIONS[PAYOUT_RESULT.paid]!,
    mpesa_receipt: HOSPITAL.receipt,
    receiver_name: HOSPITAL.receiverName,
    claimed_until: null,
    next_check_at: null,
    queries: 0,
    sent_at: sentAt,
    finished_at: paidAt,
    // M-Pesa confirmed it by Transaction Status just after (D-246).
    verified_at: paidAt,
    verified_result: 'Completed',
    verified_amount_minor: withdrawal.amount_minor - withdrawal.fee_minor,
    verified_receipt: HOSPITAL.receipt,
    verify_after: null,
    created_at: sentAt,
    updated_at: paidAt,
  };
}

/** Paid to the hospital's paybill a few days ago: approved by both treasurers and a reviewer. */
async function seedPaidWithdrawal(trx: Db, deps: Deps, cast: MoneyCast) {
  const paidAt = hoursAgo(78.95);
  const withdrawal = withdrawalRow(
    cast,
    deps.env,
    80000,
    'Deposit for the surgery at Kenyatta National Hospital',
    hoursAgo(100),
    // A fundraiser's first withdrawal waits for a reviewer too (D-204).
    { status: 'paid', review_needed: 1, reviewed_by: cast.reviewerId, reviewed_at: hoursAgo(80), paid_at: paidAt },
  );
  withdrawal.updated_at = paidAt;
  await insertWithdrawal(trx, withdrawal);
  for (const [i, userId] of cast.treasurers.entries()) await approve(trx, withdrawal.id, userId, hoursAgo(99 - i / 2));
  const payout = hospitalPayout(deps.env, withdrawal, hoursAgo(79), paidAt);
  await insertPayouts(trx, [payout]);
  await holdForWithdrawal(trx, withdrawal);
  await payOut(trx, withdrawal, payout);
  await closeWithdrawal(trx, withdrawal);
  // The donors' update a paid withdrawal posts (queuePayoutNews), in the organiser's language.
  const texts = withdrawalTexts(cast.organiser.language);
  const kes = formatKesDigits(withdrawal.amount_minor - withdrawal.fee_minor);
  await insertUpdate(trx, {
    id: newId(),
    fundraiser_id: cast.fundraiserId,
    author_id: cast.organiser.id,
    body: texts.update(kes, texts.paybill(HOSPITAL.paybill, payeeName(HOSPITAL.receiverName)), withdrawal.purpose),
    created_at: paidAt,
  });
}

/** Requested yesterday, approved by the first treasurer: the second signs in to give the last approval. */
async function seedWaitingWithdrawal(trx: Db, deps: Deps, cast: MoneyCast) {
  const amountKes = 20000;
  const withdrawal = withdrawalRow(
    cast,
    deps.env,
    amountKes,
    "Amani's medicines and her first check-up after the surgery",
    hoursAgo(20),
    // Not the first, so a reviewer looks only when it is large (D-204).
    { review_needed: amountKes > deps.env.PAYOUT_REVIEW_KES ? 1 : 0 },
  );
  await insertWithdrawal(trx, withdrawal);
  await holdForWithdrawal(trx, withdrawal);
  await approve(trx, withdrawal.id, cast.treasurers[0]!, hoursAgo(18));
}

export async function seedDemoWithdrawals(trx: Db, deps: Deps, cast: MoneyCast) {
  await seedPaidWithdrawal(trx, deps, cast);
  await seedWaitingWithdrawal(trx, deps, cast);
}
