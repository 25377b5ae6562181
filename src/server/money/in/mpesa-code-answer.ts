import { resultParameters, type PayoutResult } from '#shared/daraja-payouts.ts';
import type { MpesaCodeStatus } from '#shared/schemas/mpesa-code.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import * as c2b from '../../db/repositories/c2b.repository.ts';
import * as codes from '../../db/repositories/mpesa-codes.repository.ts';
import type { MpesaCodeChecksTable } from '../../db/donations-table.ts';
import { lockReceipt } from '../../db/receipt-lock.ts';
import { nowIso } from '../../lib/time.ts';
import { afterMoneyMoved } from '../ledger/after-commit.ts';
import { stkTwin, takenAt, type Twin } from './same-payment.ts';
import { recordSucceededDonation } from './succeeded.ts';
import { parseKes, toMinor } from '#shared/kes.ts';

// M-Pesa's answer to a donor's code (D-217), posted to the check's own URL: a payment to our
// shortcode by that code is counted once, to the STK donation it belongs to when there is one; one
// no donation of ours knows is kept unallocated for a reviewer with the checker's claim (D-245),
// never credited to the fundraiser they named: a code says nothing of whose payment it is, and a
// paybill payment whose confirmation was lost could otherwise be claimed for any fundraiser.

export interface PaymentToUs {
  receipt: string;
  amount: string;
  /** 2547…, or masked; '' when the answer did not say. */
  payer: string;
  names: string[];
  /** yyyyMMddHHmmss, Nairobi time. */
  at: string;
}

const party = (value: string) => {
  const [number = '', ...name] = value.split(' - ');
  return { number: number.trim(), name: name.join(' - ').trim() };
};

/** The payment a Transaction Status result describes, when it is a completed payment to `shortcode`. */
export function paymentToUs(body: unknown, shortcode: string): PaymentToUs | string {
  const result = (body as Partial<PayoutResult> | null)?.Result;
  if (!result || typeof result !== 'object') return 'not a Daraja result';
  if (Number(result.ResultCode) !== 0) return `${String(result.ResultCode)} ${String(result.ResultDesc ?? '')}`;
  const params = resultParameters(result);
  const value = (key: string) => String(params.find((p) => p.Key === key)?.Value ?? '');
  if (value('TransactionStatus') !== 'Completed') return `not completed (${value('TransactionStatus')})`;
  // Daraja's own sample names the credit party DebitPartyName a second time (research §2.6).
  const parties = params.filter((p) => /^(Debit|Credit)PartyName$/.test(p.Key)).map((p) => String(p.Value ?? ''));
  const credit = params.find((p) => p.Key === 'CreditPartyName')?.Value ?? parties[1] ?? '';
  if (party(String(credit)).number !== shortcode) return 'not a payment to our shortcode';
  const payer = party(parties.find((p) => party(p).number !== shortcode) ?? '');
  const amount = value('Amount');
  if (!(Number(amount) > 0)) return 'no amount';
  return {
    receipt: value('ReceiptNo') || String(result.TransactionID ?? ''),
    amount,
    payer: payer.number,
    names: payer.name.split(/\s+/).filter(Boolean),
    at: value('InitiatedTime') || value('FinalisedTime'),
  };
}

/** A pending push is asked about for a day (PAYMENT_LATE_QUERY_SECONDS), and its donor may come later still. */
const TWIN_WITHIN_MS = 7 * 86_400_000;

type Check = Pick<MpesaCodeChecksTable, 'id' | 'mpesa_code' | 'fundraiser_id' | 'status'>;
type Told = [Exclude<MpesaCodeStatus, 'pending'>, string | null];

/** Counts the payment once; what the donor is told, and the donation it now is (when one). */
async function count(deps: Deps, check: Check, p: PaymentToUs): Promise<Told> {
  const known = await codes.knownPayment(deps.db, p.receipt);
  if (known) return [known, null];
  const twin = await stkTwin(deps.db, {
    fundraiserId: check.fundraiser_id,
    amountMinor: toMinor(Number(p.amount)),
    msisdn: p.payer,
    withinMs: TWIN_WITHIN_MS,
    anyFundraiser: true,
  });
  if (twin) return countTwin(deps, twin, p);
  return deps.db.transaction().execute((trx) => keepForReviewer(trx, deps, check, p));
}

/**
 * The STK donation whose callback was lost, counted by the payment's receipt (D-217): settled if
 * nothing has yet, or given its receipt when a status query counted it without one.
 */
async function countTwin(deps: Deps, twin: Twin, p: PaymentToUs): Promise<Told> {
  const told = await deps.db.transaction().execute(async (trx): Promise<Told> => {
    await lockReceipt(trx, p.receipt);
    if (twin.status === 'pending') {
      const settled = await recordSucceededDonation(trx, deps, {
        road: 'stk',
        donation: twin,
        receipt: p.receipt,
        resultCode: 0,
        resultDesc: 'Confirmed by its M-Pesa code',
        checkoutRequestId: twin.checkout_request_id ?? '',
        at: takenAt(p.at),
      });
      if (settled.outcome === 'credited') return ['counted', twin.id];
      if (settled.outcome === 'counted_already') return ['already_counted', settled.donationId];
    }
    // A status query counted it without a receipt: the receipt, unless another donation carries it.
    if (!(await c2b.succeededDonationWithReceipt(trx, p.receipt))) await c2b.giveReceipt(trx, twin.id, p.receipt);
    return ['already_counted', twin.id];
  });
  if (told[0] === 'counted') afterMoneyMoved(deps, await shortCodeOf(deps.db, twin.fundraiser_id));
  return told;
}

const shortCodeOf = async (db: Db, id: string) =>
  (await db.selectFrom('fundraisers').select('short_code').where('id', '=', id).executeTakeFirst())?.short_code;

/**
 * A payment to us that no donation knows (D-245): recorded once by its TransID as the paybill
 * records payments, unallocated, with the fundraiser the checker named kept as their claim for a
 * reviewer. Its confirmation, if it comes later, decides it by the account the payer typed.
 */
async function keepForReviewer(trx: Db, deps: Deps, check: Check, p: PaymentToUs): Promise<Told> {
  await lockReceipt(trx, p.receipt);
  const [first = '', ...rest] = p.names;
  const amount = parseKes(p.amount) ?? 0;
  const inserted = await c2b.insertC2bPayment(trx, {
    trans_id: p.receipt,
    transaction_type: 'Pay Bill Online',
    trans_time: p.at || null,
    trans_amount: p.amount,
    amount_minor: amount,
    business_short_code: deps.env.DARAJA_SHORTCODE,
    // M-Pesa's answer carries no account: the donor's claim is kept apart from what they typed.
    bill_ref_number: '',
    msisdn: p.payer || null,
    first_name: first || null,
    middle_name: rest.length > 1 ? rest.slice(0, -1).join(' ') : null,
    last_name: rest.at(-1) ?? null,
    org_account_balance: null,
    raw: JSON.stringify({ from: 'mpesa-code', ...p }),
    status: 'unallocated',
    fundraiser_id: null,
    donation_id: null,
    decided_by: null,
    decision_reason: null,
    decided_at: null,
    received_at: nowIso(),
    claimed_fundraiser_id: check.fundraiser_id,
  });
  if (!inserted) {
    // Recorded meanwhile (a confirmation, or another check of the same code).
    const row = await c2b.findC2bPayment(trx, p.receipt);
    return [row?.status === 'credited' ? 'already_counted' : 'received', row?.donation_id ?? null];
  }
  // Its STK callback counted it under the same lock just before: recorded as that donation's.
  const counted = await c2b.succeededDonationWithReceipt(trx, p.receipt);
  if (counted) {
    await c2b.markCounted(trx, p.receipt, counted.fundraiser_id, counted.id);
    return ['already_counted', counted.id];
  }
  return ['received', null];
}

/** Daraja's answer (or its timeout) about one check; a check already answered changes nothing. */
export async function mpesaCodeAnswerArrived(deps: Deps, check: Check, kind: 'result' | 'timeout', body: unknown) {
  // A repeated result: the first one decided.
  if (check.status !== 'asked') return;
  if (kind === 'timeout') return codes.noteCheck(deps.db, check.id, 'timed out at M-Pesa');
  const payment = paymentToUs(body, deps.env.DARAJA_SHORTCODE);
  const found = typeof payment !== 'string' && payment.receipt === check.mpesa_code;
  const [status, donationId] = found ? await count(deps, check, payment) : (['not_found', null] as const);
  const why = typeof payment === 'string' ? payment : found ? 'paid to us' : 'another receipt';
  await codes.answerCheck(deps.db, check.id, {
    status,
    donation_id: donationId,
    result_desc: why.slice(0, 200),
    at: nowIso(),
  });
}
