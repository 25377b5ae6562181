import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import * as c2b from '../../db/repositories/c2b.repository.ts';
import { settle } from '../payments/settle.ts';
import type { PaybillFacts } from './paybill.ts';

// An STK push to our paybill is also announced to the C2B confirmation URL once URLs are
// registered (M-Pesa Express "is still affected by any previous C2B integrations done on the
// shortcode", D-213), with our AccountReference, the fundraiser's code, as BillRefNumber. Such a
// confirmation is the STK donation's, never a second donation: it settles the donation if its
// callback has not yet, or gives a donation counted by a status query its receipt.

/** Digits before and after Daraja's mask ("2547 ***** 126", "25470****149"), or the whole number. */
function phoneMatcher(msisdn: string) {
  const plain = msisdn.replace(/\s/g, '');
  if (/^\d{12}$/.test(plain)) return (phone: string) => phone === plain;
  const m = /^(\d{3,})\*+(\d{2,})$/.exec(plain);
  if (!m) return null;
  const [, head, tail] = m as unknown as [string, string, string];
  return (phone: string) => phone.startsWith(head) && phone.endsWith(tail);
}

/** The STK donation this confirmation is the echo of, if any: same fundraiser, amount and number, within a day. */
export async function stkTwin(db: Db, fundraiserId: string, amountMinor: number, p: PaybillFacts) {
  const matches = phoneMatcher(p.MSISDN);
  if (!matches) return undefined;
  const since = new Date(Date.now() - 86_400_000).toISOString();
  const candidates = await c2b.uncountedStkDonations(db, fundraiserId, amountMinor, since);
  return candidates.find((d) => d.phone !== null && matches(d.phone));
}

type Twin = NonNullable<Awaited<ReturnType<typeof stkTwin>>>;

/** Counts the STK donation by this confirmation; whichever of it and the STK callback comes first wins. */
export async function countTwin(deps: Deps, twin: Twin, p: PaybillFacts, at: string) {
  if (twin.status === 'pending') {
    await settle(deps, twin, {
      status: 'succeeded',
      resultCode: 0,
      resultDesc: 'Confirmed by the paybill confirmation',
      mpesaReceipt: p.TransID,
      checkoutRequestId: twin.checkout_request_id ?? '',
      at,
    });
  } else await c2b.giveReceipt(deps.db, twin.id, p.TransID);
}
