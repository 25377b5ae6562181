import { resultParameters, type PayoutResult } from '#shared/daraja-payouts.ts';
import type { MpesaCodeStatus } from '#shared/schemas/mpesa-code.schema.ts';
import type { Deps } from '../../deps.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import * as codes from '../../db/repositories/mpesa-codes.repository.ts';
import type { MpesaCodeChecksTable } from '../../db/donations-table.ts';
import { nowIso } from '../../lib/time.ts';
import { recordPaybillPayment, takenAt } from './paybill/paybill.ts';
import { countTwin, stkTwin } from './paybill/stk-twin.ts';
import { toMinor } from '#shared/kes.ts';

// M-Pesa's answer to a donor's code (D-217), posted to the check's own URL: a payment to our
// shortcode by that code is counted once, to the donation it belongs to when there is one, else as
// a new donation of the fundraiser the donor named; anything else changes nothing.

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

/** Counts the payment once; what the donor is told, and the donation it now is (when one). */
async function count(
  deps: Deps,
  check: Check,
  p: PaymentToUs,
): Promise<[Exclude<MpesaCodeStatus, 'pending'>, string | null]> {
  if (await codes.isCounted(deps.db, p.receipt)) return ['already_counted', null];
  const twin = await stkTwin(deps.db, {
    fundraiserId: check.fundraiser_id,
    amountMinor: toMinor(Number(p.amount)),
    msisdn: p.payer,
    withinMs: TWIN_WITHIN_MS,
    anyFundraiser: true,
  });
  if (twin) {
    const counted = await countTwin(deps, twin, p.receipt, takenAt(p.at), 'Confirmed by its M-Pesa code');
    return [counted ? 'counted' : 'already_counted', twin.id];
  }
  const fundraiser = await findFundraiserById(deps.db, check.fundraiser_id);
  if (!fundraiser) return ['not_found', null];
  const [first = '', ...rest] = p.names;
  const recorded = await recordPaybillPayment(
    deps,
    {
      TransactionType: 'Pay Bill Online',
      TransID: p.receipt,
      TransTime: p.at,
      TransAmount: p.amount,
      BusinessShortCode: deps.env.DARAJA_SHORTCODE,
      BillRefNumber: fundraiser.short_code,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: p.payer,
      FirstName: first,
      MiddleName: rest.length > 1 ? rest.slice(0, -1).join(' ') : '',
      LastName: rest.at(-1) ?? '',
      raw: JSON.stringify({ from: 'mpesa-code', ...p }),
    },
    fundraiser.status === 'live' ? fundraiser : undefined,
  );
  // A fundraiser closed meanwhile: the money is recorded, unallocated, for a reviewer to assign.
  return [recorded === 'duplicate' ? 'already_counted' : 'counted', null];
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
