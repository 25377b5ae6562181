import { parseDarajaTimestamp } from '#shared/daraja.ts';
import type { Db } from '../../db/client.ts';
import * as c2b from '../../db/repositories/c2b.repository.ts';
import { nowIso } from '../../lib/time.ts';

// Whether a payment M-Pesa reports one way is one already known another way (D-213, D-217, D-245),
// so one payment is never counted twice. Every road in shares it (in/ and in/paybill/ import it;
// it imports neither):
// - an STK push to our paybill is also announced to the C2B confirmation URL once URLs are
//   registered (M-Pesa Express "is still affected by any previous C2B integrations done on the
//   shortcode"), with our AccountReference, the fundraiser's code, as BillRefNumber;
// - a donor's M-Pesa code, checked by Transaction Status, may be an STK payment whose callback was
//   lost and whose status queries have not found it yet;
// - an STK status query settles with no receipt at all, after the paybill may have counted it.

/** When M-Pesa took the money (TransTime, Nairobi time), or now when it cannot be read. */
export const takenAt = (transTime: string | null) =>
  (transTime && parseDarajaTimestamp(transTime)?.toISOString()) || nowIso();

/** Digits before and after Daraja's mask ("2547 ***** 126", "25470****149"), or the whole number. */
export function phoneMatcher(msisdn: string | null) {
  const plain = (msisdn ?? '').replace(/\s/g, '');
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

export type Twin = NonNullable<Awaited<ReturnType<typeof stkTwin>>>;

/**
 * An STK push's payment is made within its prompt's minute or two; M-Pesa's clock and ours may
 * differ by a little. A paybill credit taken in this window around the push may be it.
 */
const BEFORE_PUSH_MS = 5 * 60_000;
const AFTER_PUSH_MS = 15 * 60_000;

/**
 * The paybill credit an STK payment settled without a receipt (a status query carries none) may
 * already be (D-245): the same fundraiser and amount, from a number whose visible digits are the
 * donor's, taken within the push's window, and not already found to be another push's.
 */
export async function paybillCreditLike(
  trx: Db,
  donation: {
    fundraiser_id: string;
    amount_minor: number;
    phone: string | null;
    pushed_at: string | null;
    created_at: string;
  },
) {
  if (!donation.phone) return undefined;
  const pushed = Date.parse(donation.pushed_at ?? donation.created_at);
  const since = new Date(pushed - BEFORE_PUSH_MS).toISOString();
  const credits = await c2b.paybillCreditsLike(trx, donation.fundraiser_id, donation.amount_minor, since);
  return credits.find((c) => {
    const taken = Date.parse(takenAt(c.trans_time));
    return (
      taken >= pushed - BEFORE_PUSH_MS &&
      taken <= pushed + AFTER_PUSH_MS &&
      phoneMatcher(c.msisdn)?.matches(donation.phone!) === true
    );
  });
}
