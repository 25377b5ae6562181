import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import * as c2b from '../../db/repositories/c2b.repository.ts';
import { settleCountedElsewhere, settleDonation } from '../../db/repositories/donations.repository.ts';
import { lockReceipt } from '../../db/receipt-lock.ts';
import type { DonationRow } from '../../db/schema.ts';
import { newId } from '../../lib/secrets.ts';
import { creditDonation } from '../ledger/ledger.ts';
import { linkSucceeded } from '../pledges/link.ts';
import { queueReceipts } from './receipt-mail.ts';
import { paybillCreditLike } from './same-payment.ts';

// "A donation succeeded", once, whatever the road (D-245): the STK callback, its status query, the
// paybill's echo of a push and a donor's code check settle an STK donation; a paybill confirmation
// and a reviewer's assignment make a paybill donation. Every one of them comes here, inside the
// transaction that records it, so one M-Pesa payment is counted once: a payment already counted by
// another road is never credited again.

/** An STK donation's success: its callback, status query, paybill echo or its donor's code. */
export interface StkSuccess {
  road: 'stk';
  donation: DonationRow;
  /** M-Pesa's receipt; null from a status query, which carries none. */
  receipt: string | null;
  resultCode: number;
  resultDesc: string;
  checkoutRequestId: string;
  at: string;
}

/** A paybill payment credited to a fundraiser: by its account, or by a reviewer. */
export interface PaybillSuccess {
  road: 'paybill';
  transId: string;
  amountMinor: number;
  /** Public name ('John D.'), or null for anonymous. */
  name: string | null;
  msisdn: string | null;
  /** The account typed, for a pledge's own account (D-232). */
  account: string | null;
  fundraiserId: string;
  at: string;
  testPayment: boolean;
}

export type SuccessOutcome =
  /** Recorded and credited now. */
  | { outcome: 'credited'; donationId: string }
  /** The same payment was counted already, as `donationId` (null: a reviewer marked it for refund). */
  | { outcome: 'counted_already'; donationId: string | null }
  /** The STK donation had its final answer already: nothing changed. */
  | { outcome: 'final_already' };

/**
 * Records a success in the caller's transaction: refuses a payment already counted, moves a pending
 * STK donation to succeeded by compare-and-swap (or inserts the paybill donation), links its pledge
 * (D-232), queues its receipts where its road sends them (D-218, D-219) and credits the ledger last
 * (D-242). The caller drops the kept page after the commit (afterMoneyMoved).
 */
export async function recordSucceededDonation(
  trx: Db,
  deps: Pick<Deps, 'env'>,
  s: StkSuccess | PaybillSuccess,
): Promise<SuccessOutcome> {
  return s.road === 'stk' ? stkSucceeded(trx, deps, s) : paybillSucceeded(trx, deps, s);
}

type Known =
  | { kind: 'new' }
  | { kind: 'counted'; donationId: string | null; receipt: string }
  /** Kept unallocated for a reviewer (a donor's code check found it first): this donation's now. */
  | { kind: 'claim' };

/** What is known of this STK payment by its receipt: counted by another road, a claim, or nothing. */
async function knownByReceipt(trx: Db, receipt: string, self: string): Promise<Known> {
  const donation = await c2b.succeededDonationWithReceipt(trx, receipt);
  if (donation && donation.id !== self) return { kind: 'counted', donationId: donation.id, receipt };
  const paybill = await c2b.findC2bPayment(trx, receipt);
  // Its own paybill echo, tied to it before it settles.
  if (!paybill || paybill.donation_id === self) return { kind: 'new' };
  if (paybill.status === 'unallocated') return { kind: 'claim' };
  // Credited to another donation, or marked by a reviewer to be sent back: money that must not
  // count a second time.
  return { kind: 'counted', donationId: paybill.donation_id, receipt };
}

async function stkSucceeded(trx: Db, deps: Pick<Deps, 'env'>, s: StkSuccess): Promise<SuccessOutcome> {
  const { donation } = s;
  if (s.receipt) await lockReceipt(trx, s.receipt);
  let known: Known = { kind: 'new' };
  if (s.receipt) known = await knownByReceipt(trx, s.receipt, donation.id);
  else {
    // No receipt to go by: the paybill credit of this amount from this number at the push's time.
    const like = await paybillCreditLike(trx, donation);
    if (like) known = { kind: 'counted', donationId: like.donation_id, receipt: like.trans_id };
  }
  if (known.kind === 'counted') {
    // Never credited: the payment is in the total as the other donation. Its donor is shown it as
    // paid, with the receipt they hold; reconcile sees no succeeded donation without its credit.
    const moved = await settleCountedElsewhere(trx, donation.id, {
      resultCode: s.resultCode,
      resultDesc: `Counted already${known.donationId ? ` as donation ${known.donationId}` : ''}`.slice(0, 200),
      mpesaReceipt: known.receipt,
      checkoutRequestId: s.checkoutRequestId,
      at: s.at,
    });
    return moved ? { outcome: 'counted_already', donationId: known.donationId } : { outcome: 'final_already' };
  }
  const settled = await settleDonation(trx, donation.id, {
    status: 'succeeded',
    resultCode: s.resultCode,
    resultDesc: s.resultDesc,
    mpesaReceipt: s.receipt,
    checkoutRequestId: s.checkoutRequestId,
    at: s.at,
  });
  if (!settled) return { outcome: 'final_already' };
  // Under the receipt's lock nobody else can decide the row meanwhile: a reviewer assigning it now
  // waits, then finds it decided (409).
  if (known.kind === 'claim' && !(await c2b.claimForStk(trx, s.receipt!, donation.fundraiser_id, donation.id)))
    throw new Error(`paybill payment ${s.receipt} changed under its receipt's lock`);
  // Toward its pledge, if it has one (D-232): counted in the same transaction as the money.
  await linkSucceeded(trx, donation);
  await queueReceipts(trx, deps.env, donation.id);
  // The credit last: it locks the fundraiser's balance row, which every gift to it waits for, so it
  // is held only until the commit (D-242).
  await creditDonation(trx, deps.env, [{ ...donation, at: s.at }]);
  return { outcome: 'credited', donationId: donation.id };
}

async function paybillSucceeded(trx: Db, deps: Pick<Deps, 'env'>, s: PaybillSuccess): Promise<SuccessOutcome> {
  await lockReceipt(trx, s.transId);
  // Counted already by another road (its STK callback, or a donor's code counting its push).
  const counted = await c2b.succeededDonationWithReceipt(trx, s.transId);
  if (counted) {
    await c2b.markCounted(trx, s.transId, counted.fundraiser_id, counted.id);
    return { outcome: 'counted_already', donationId: counted.id };
  }
  // A paybill credit is a donation like any other, so reconcile sees a succeeded donation behind it.
  const donation = {
    id: newId(),
    reference: newId(),
    fundraiser_id: s.fundraiserId,
    donor_name: s.name ?? 'Anonymous',
    anonymous: s.name ? 0 : 1,
    amount_minor: s.amountMinor,
    currency: 'KES' as const,
    message: null,
    status: 'succeeded' as const,
    created_at: s.at,
    completed_at: s.at,
    mpesa_receipt: s.transId,
    result_code: 0,
    result_desc: 'Paybill',
    test_payment: s.testPayment ? 1 : 0,
  };
  await trx.insertInto('donations').values(donation).execute();
  await c2b.linkDonation(trx, s.transId, s.fundraiserId, donation.id);
  // Toward the pledge its account names, or its payer's (when M-Pesa gave the number whole, D-232).
  // No receipts: M-Pesa gives a paybill payer's number masked, and no address.
  await linkSucceeded(trx, { ...donation, phone: s.msisdn }, s.account ?? undefined);
  await creditDonation(trx, deps.env, [{ ...donation, at: s.at }]);
  return { outcome: 'credited', donationId: donation.id };
}
