import { classifyPayoutResult } from '#shared/payout-outcomes.ts';
import { REVERSAL_RESULT } from '#shared/daraja-reversal.ts';
import { DARAJA_ERRORS } from '#shared/daraja.ts';
import type { Deps } from '../../../deps.ts';
import type { RefundRow, RefundStatus } from '../../../db/refunds-table.ts';
import { findDonationView } from '../../../db/repositories/donations.repository.ts';
import { changeRefund } from '../../../db/repositories/refunds.repository.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { smsLink } from '../../../services/sms/sms-words.ts';
import { claimLink, tellDonor } from './queue-refund.ts';
import { formatKesDigits } from '#shared/kes.ts';

// What M-Pesa's answer about a refund does (D-256): a compare-and-swap from a status that is not
// final, so the first final answer counts and the others change nothing. The money left the
// fundraiser's books when the refund was decided; these are the donor's side of it.
//
// - Done (0), or a reversal M-Pesa made before (R000001: ours, or the payer's own by SMS to 456):
//   the money is back with the donor: returned.
// - A reversal M-Pesa will not make (R000002: it does not know the receipt as ours; 21: we lack the
//   reversal role; or Daraja refusing the request's fields): the gift goes by B2C to the number
//   that paid when we know it whole, else its payer claims it with their M-Pesa code.
// - Our funding (1): tried again later. Anything else final: failed, for a reviewer.
// Callbacks are unsigned: a result that says the money did not go is asked about first, and only
// the status query's answer (or Daraja refusing our own request) acts on it, as with payouts.

export interface RefundAnswer {
  code: string;
  desc: string;
  receipt?: string;
  from: 'request' | 'result' | 'status';
}

const OPEN: RefundStatus[] = ['sending', 'sent', 'unknown'];
const REVERSAL_REFUSED: string[] = [
  REVERSAL_RESULT.invalidTransaction,
  REVERSAL_RESULT.roleMissing,
  DARAJA_ERRORS.invalidField,
];

type Outcome = 'returned' | 'another_road' | 'funding' | 'failed' | 'unknown';

function outcomeOf(refund: RefundRow, code: string): Outcome {
  if (refund.channel === 'reversal') {
    if (code === REVERSAL_RESULT.reversed || code === REVERSAL_RESULT.alreadyReversed) return 'returned';
    if (REVERSAL_REFUSED.includes(code)) return 'another_road';
    if (code === REVERSAL_RESULT.balanceLow) return 'funding';
    return /^(R\d+|\d+|\d{3}\.\d{3}\.\d+)$/.test(code) && code !== '17' ? 'failed' : 'unknown';
  }
  if (code === DARAJA_ERRORS.invalidField) return 'failed';
  const kind = classifyPayoutResult(code);
  return kind === 'paid' ? 'returned' : kind === 'configuration' ? 'failed' : kind;
}

export async function settleRefund(deps: Deps, refund: RefundRow, answer: RefundAnswer) {
  const outcome = outcomeOf(refund, answer.code);
  if (outcome === 'unknown') return outcome;
  const said = { result_code: answer.code.slice(0, 30), result_desc: answer.desc.slice(0, 200), claimed_until: null };
  if (outcome !== 'returned' && answer.from === 'result') {
    await changeRefund(deps.db, refund.id, OPEN, {
      status: 'unknown',
      result_desc: `result ${answer.code}: ${answer.desc}`.slice(0, 200),
      claimed_until: null,
      next_check_at: nowIso(),
    });
    return 'unknown';
  }
  if (outcome === 'returned')
    await changeRefund(deps.db, refund.id, OPEN, {
      ...said,
      status: 'returned',
      // R000001 names no reversal of ours: the payer has the money back by M-Pesa's own word.
      mpesa_receipt: answer.receipt?.slice(0, 30) ?? null,
      next_check_at: null,
      finished_at: nowIso(),
    });
  else if (outcome === 'funding')
    await changeRefund(deps.db, refund.id, OPEN, {
      ...said,
      status: 'queued',
      next_check_at: isoIn(deps.env.PAYOUT_FUNDING_RETRY_SECONDS),
      // M-Pesa said no money moved: the next B2C try is a new request with a new id (D-263).
      ...(refund.channel === 'b2c' && { b2c_attempts: refund.b2c_attempts + 1 }),
      daraja_originator_id: null,
      conversation_id: null,
      queries: 0,
    });
  else if (outcome === 'failed')
    await changeRefund(deps.db, refund.id, OPEN, {
      ...said,
      status: 'failed',
      next_check_at: null,
      finished_at: nowIso(),
    });
  else await byAnotherRoad(deps, refund, said);
  return outcome;
}

/**
 * A reversal M-Pesa will not make: B2C to the number that paid when we know it, else the payer is
 * told to claim it with their M-Pesa code.
 */
async function byAnotherRoad(deps: Deps, refund: RefundRow, said: { result_code: string; result_desc: string }) {
  const gift = await findDonationView(deps.db, refund.donation_id);
  const phone = gift?.phone ?? null;
  const known = phone !== null && /^254\d{9}$/.test(phone);
  await deps.db.transaction().execute(async (trx) => {
    const moved = await changeRefund(trx, refund.id, OPEN, {
      ...said,
      claimed_until: null,
      channel: known ? 'b2c' : 'claim',
      party: known ? phone : null,
      status: known ? 'queued' : 'claim_needed',
      daraja_originator_id: null,
      conversation_id: null,
      queries: 0,
      next_check_at: known ? nowIso() : null,
    });
    if (!moved || known || !gift) return;
    await tellDonor(trx, deps.env, gift, 'claim', {
      kes: formatKesDigits(refund.amount_minor),
      title: gift.title ?? gift.short_code,
      link: smsLink(claimLink(deps.env.PUBLIC_URL, gift.short_code)),
    });
  });
}
