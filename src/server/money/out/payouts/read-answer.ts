import { resultParameters, type PayoutResult } from '#shared/daraja-payouts.ts';
import { classifyPayoutResult } from '#shared/payout-outcomes.ts';
import type { PayoutRow } from '../../../db/payouts-table.ts';
import type { PayoutAnswer } from './settle-payout.ts';
import { toMinor, toWholeKes } from '#shared/kes.ts';

// Daraja's answers about a payout, read as research §2.3–2.6 says they really come: by Key (an
// object for one parameter, a list for several, keys repeated or without a Value), codes as
// numbers or strings. Unsigned, so an answer is believed only when it names this payout and, when
// it says paid, the amount we asked for (D-208).

type Result = PayoutResult['Result'];
export type Read = { answer: Omit<PayoutAnswer, 'from'> } | { ignored: string };
/** What of a payout (or a B2C refund, D-256) an answer is checked against. */
type Asked = Pick<PayoutRow, 'id' | 'channel' | 'daraja_originator_id' | 'amount_minor' | 'party_b'>;

const valuesOf = (result: Result, key: string) =>
  resultParameters(result)
    .filter((p) => p.Key === key && p.Value !== undefined && p.Value !== '')
    .map((p) => String(p.Value).trim());

export const first = (result: Result, key: string) => valuesOf(result, key)[0];
const kesOf = (payout: Asked) => toWholeKes(payout.amount_minor);
export const RECEIPT = /^[A-Z0-9]{8,20}$/;

export function resultOf(body: unknown): Result | null {
  const result = (body as { Result?: unknown } | null)?.Result as Result | undefined;
  if (!result || typeof result !== 'object') return null;
  if (typeof result.ResultCode !== 'number' && typeof result.ResultCode !== 'string') return null;
  return result;
}

/** One parameter of a successful result that is not about a payout (Account Balance). */
export function resultValueOf(body: unknown, key: string): { ok: true; value?: string } | { ok: false; why: string } {
  const result = resultOf(body);
  if (!result) return { ok: false, why: 'not a result' };
  if (String(result.ResultCode).trim() !== '0') return { ok: false, why: `result code ${result.ResultCode}` };
  return { ok: true, value: first(result, key) };
}

/** The result of the payout itself (B2C or B2B), posted to its result URL. */
export function readResult(payout: Asked, body: unknown): Read {
  const result = resultOf(body);
  if (!result) return { ignored: 'not a result' };
  const ours = payout.channel === 'b2c' ? payout.id : payout.daraja_originator_id;
  if (ours && result.OriginatorConversationID !== ours) return { ignored: 'another OriginatorConversationID' };
  const code = String(result.ResultCode).trim();
  const answer: Omit<PayoutAnswer, 'from'> = { code, desc: String(result.ResultDesc ?? '') };
  const utility = Number(first(result, 'B2CUtilityAccountAvailableFunds'));
  if (Number.isFinite(utility) && first(result, 'B2CUtilityAccountAvailableFunds') !== undefined)
    answer.utilityBalance = utility;
  if (code !== '0') return { answer };
  const amount = Number(first(result, payout.channel === 'b2c' ? 'TransactionAmount' : 'Amount'));
  if (amount !== kesOf(payout)) return { ignored: `paid ${amount}, not ${kesOf(payout)}` };
  const receipt = payout.channel === 'b2c' ? first(result, 'TransactionReceipt') : String(result.TransactionID ?? '');
  if (!receipt || !RECEIPT.test(receipt)) return { ignored: 'no receipt number' };
  return { answer: { ...answer, receipt, receiverName: first(result, 'ReceiverPartyPublicName') } };
}

/**
 * The answer to a Transaction Status query. ResultCode 0 is paid only with a "Completed" status (a
 * query that worked about a payment that did not is no payment); the credit party is the
 * `DebitPartyName` that names the payout's recipient (Daraja repeats the key, §2.6).
 */
export function readStatus(payout: Asked, body: unknown): Read {
  const result = resultOf(body);
  if (!result) return { ignored: 'not a status result' };
  const named = first(result, 'OriginatorConversationID');
  const ours = payout.channel === 'b2c' ? payout.id : payout.daraja_originator_id;
  if (named && ours && named !== ours) return { ignored: 'about another payout' };
  const code = String(result.ResultCode).trim();
  const answer: Omit<PayoutAnswer, 'from'> = { code, desc: String(result.ResultDesc ?? '') };
  if (code !== '0') return { answer };
  const status = first(result, 'TransactionStatus');
  if (status && status !== 'Completed') return { answer: { ...answer, code: `status:${status}` } };
  const amount = Number(first(result, 'Amount'));
  if (amount !== kesOf(payout)) return { ignored: `paid ${amount}, not ${kesOf(payout)}` };
  const receipt = first(result, 'ReceiptNo');
  if (!receipt || !RECEIPT.test(receipt)) return { ignored: 'no receipt number' };
  const parties = [...valuesOf(result, 'CreditPartyName'), ...valuesOf(result, 'DebitPartyName')];
  const receiverName = parties.find((p) => p.startsWith(payout.party_b));
  return { answer: { ...answer, receipt, receiverName } };
}

/** What M-Pesa says of a payout we hold as paid (D-246): its status, and the amount and receipt it reports. */
export interface Verification {
  result: string;
  amountMinor: number | null;
  receipt: string | null;
}

/** A Transaction Status answer about a paid payout, as reconcile compares it; null when it is not about this payout. */
export function verificationOf(payout: PayoutRow, body: unknown): Verification | null {
  const result = resultOf(body);
  if (!result) return null;
  const named = first(result, 'OriginatorConversationID');
  const ours = payout.channel === 'b2c' ? payout.id : payout.daraja_originator_id;
  if (named && ours && named !== ours) return null;
  const code = String(result.ResultCode).trim();
  // Only a final word is kept: M-Pesa's catch-all (17), a refused query (2001…) or a payment not
  // final yet is asked about again, and reconcile's grace tells when that has gone on too long.
  if (code !== '0')
    return classifyPayoutResult(code) === 'failed' ? { result: code, amountMinor: null, receipt: null } : null;
  const status = first(result, 'TransactionStatus');
  if (status && status !== 'Completed') return null;
  const amount = Number(first(result, 'Amount'));
  return {
    result: 'Completed',
    amountMinor: Number.isFinite(amount) ? toMinor(amount) : null,
    receipt: first(result, 'ReceiptNo') ?? null,
  };
}
