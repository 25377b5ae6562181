import { callbackItem, type StkCallback } from '#shared/daraja.ts';
import type { Deps } from '../../deps.ts';
import type { DonationRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';
import { statusOf } from './outcomes.ts';
import { settle } from './settle.ts';
import { toMinor } from '#shared/kes.ts';

/**
 * A callback for the donation its URL's token names. Unsigned, so nothing in it is believed beyond
 * what it can prove: it must name the CheckoutRequestID Daraja gave for this donation (when we
 * have it: a callback can beat the push's own answer), and a payment must be for the amount
 * asked, with a receipt number. Anything else is logged and ignored; the status query, which
 * asks Daraja directly, settles such a donation instead.
 */
export async function processCallback(deps: Deps, donation: DonationRow, callback: StkCallback) {
  const { CheckoutRequestID, ResultCode, ResultDesc } = callback.Body.stkCallback;
  const ignore = (why: string) =>
    console.warn(`[payments] callback for donation ${donation.reference} ignored: ${why}`);
  if (donation.checkout_request_id && donation.checkout_request_id !== CheckoutRequestID) {
    return ignore('unknown CheckoutRequestID');
  }
  // A malformed code (null, "", false, []) is no answer at all, never a paid one (D-158).
  if (ResultCode === null) return ignore('malformed result code');
  const status = statusOf(ResultCode, 'callback');
  if (!status) return ignore(`result code ${ResultCode}`);
  let receipt: string | null = null;
  if (status === 'succeeded') {
    const amount = Number(callbackItem(callback, 'Amount'));
    const number = callbackItem(callback, 'MpesaReceiptNumber');
    if (!Number.isFinite(amount) || toMinor(amount) !== donation.amount_minor) return ignore('amount differs');
    if (typeof number !== 'string' || !/^[A-Z0-9]{6,20}$/.test(number)) return ignore('no receipt number');
    receipt = number;
  }
  await settle(deps, donation, {
    status,
    resultCode: ResultCode,
    resultDesc: ResultDesc.slice(0, 200),
    mpesaReceipt: receipt,
    checkoutRequestId: CheckoutRequestID,
    at: nowIso(),
  });
}
