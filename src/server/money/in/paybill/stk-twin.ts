import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import * as c2b from '../../../db/repositories/c2b.repository.ts';
import { settle } from '../settle.ts';

// The STK donation a payment M-Pesa reports some other way belongs to (D-213, D-217), so one
// payment is never counted twice:
// - an STK push to our paybill is also announced to the C2B confirmation URL once URLs are
//   registered (M-Pesa Express "is still affected by any previous C2B integrations done on the
//   shortcode"), with our AccountReference, the fundraiser's code, as BillRefNumber;
// - a donor's M-Pesa code, checked by Transaction Status, may be an STK payment whose callback was
//   lost and whose status queries have not found it yet.
// Either settles the donation if nothing has yet, or gives a donation a status query counted
// without one its receipt.

/** Digits before and after Daraja's mask ("2547 ***** 126", "25470****149"), or the whole number. */
function phoneMatcher(msisdn: string) {
  const plain = msisdn.replace(/\s/g, '');
  if (/^\d{12}$/.test(plain)) return { exact: true, matches: (phone: string) => phone === plain };
  const m = /^(\d{3,})\*+(\d{2,})$/.exec(plain);
  if (!m) return null;
  const [, head, tail] = m as unknown as [string, string, string];
  return { exact: false, matches: (phone: string) => phone.startsWith(head) && phone.endsWith(tail) };
}

export interface TwinSearch {
  fundraiserId: string;
  amountMinor: number;
  /** The payer as M-Pesa gave it: plain or masked. */
  msisdn: string;
  /** How far back a push may be. */
  withinMs: number;
  /**
   * Whether a push to another fundraiser may be it, when the number is whole: a donor may enter a
   * code on the wrong page. A masked number only ever matches the fundraiser named, where the
   * same amount from another number with the same visible digits is unlikely.
   */
  anyFundraiser?: boolean;
}

/** The uncounted STK donation of this amount from this number, the named fundraiser's first. */
export async function stkTwin(db: Db, s: TwinSearch) {
  const phone = phoneMatcher(s.msisdn);
  if (!phone) return undefined;
  const since = new Date(Date.now() - s.withinMs).toISOString();
  const anywhere = phone.exact && s.anyFundraiser === true;
  const candidates = await c2b.uncountedStkDonations(db, anywhere ? null : s.fundraiserId, s.amountMinor, since);
  const matching = candidates.filter((d) => d.phone !== null && phone.matches(d.phone));
  return matching.find((d) => d.fundraiser_id === s.fundraiserId) ?? matching[0];
}

type Twin = NonNullable<Awaited<ReturnType<typeof stkTwin>>>;

/**
 * Counts the STK donation by the payment's receipt; whichever of this and its callback comes first
 * wins. True when this counted it, false when it was counted already (then it only gains the receipt).
 */
export async function countTwin(deps: Deps, twin: Twin, receipt: string, at: string, resultDesc: string) {
  if (twin.status === 'pending') {
    const settled = await settle(deps, twin, {
      status: 'succeeded',
      resultCode: 0,
      resultDesc,
      mpesaReceipt: receipt,
      checkoutRequestId: twin.checkout_request_id ?? '',
      at,
    });
    if (settled) return true;
  }
  await c2b.giveReceipt(deps.db, twin.id, receipt);
  return false;
}
