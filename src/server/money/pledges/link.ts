import type { PledgeLink } from '#shared/pledges/pledge-constants.ts';
import type { Db } from '../../db/client.ts';
import * as pledges from '../../db/repositories/pledges.repository.ts';
import { nowIso } from '../../lib/time.ts';
import { pledgeOfAccount } from './paybill-account.ts';

// The one home of the rule that counts a succeeded payment toward a pledge (D-232), called in the
// transaction that records the success (settle, creditPaybill). Paths, surest first: the pledge's
// own Pay now, its paybill account, then the payer's whole number's oldest open pledge there.

export interface SucceededPayment {
  id: string;
  fundraiser_id: string;
  amount_minor: number;
  /** 2547…/2541… when known whole; a masked paybill number never matches. */
  phone: string | null;
  /** The pledge its Pay now was for. */
  pledge_id?: string | null;
}

/** 12 digits or nothing: Daraja masks C2B numbers ("2547 ***** 126"), which prove no one. */
export const wholeNumber = (msisdn: string | null | undefined) => {
  const plain = (msisdn ?? '').replace(/\s/g, '');
  return /^254\d{9}$/.test(plain) ? plain : null;
};

/**
 * Links the payment to the pledge if it may still take money there: under the pledge's row lock,
 * so two payments at once never both fill the same gap. Returns whether it linked.
 */
async function tryLink(trx: Db, payment: SucceededPayment, pledgeId: string, via: PledgeLink) {
  await pledges.lockPledge(trx, pledgeId);
  const pledge = await pledges.findPledge(trx, pledgeId);
  if (!pledge || pledge.fundraiser_id !== payment.fundraiser_id || pledge.state !== 'confirmed') return false;
  const lacking = Number(pledge.amount_minor) - Number(pledge.paid_minor);
  if (lacking <= 0) return false;
  // The pledge takes what it lacks; the rest of the payment stays a plain gift.
  const applied = Math.min(lacking, Number(payment.amount_minor));
  await pledges.insertLink(trx, { donationId: payment.id, pledgeId, appliedMinor: applied, via, at: nowIso() });
  return true;
}

/** Counts the payment toward the pledge it belongs to, if any; at most once (pledge_payments' key). */
export async function linkSucceeded(trx: Db, payment: SucceededPayment, account?: string) {
  if (Number(payment.amount_minor) <= 0 || (await pledges.linkOfDonation(trx, payment.id))) return false;
  if (payment.pledge_id && (await tryLink(trx, payment, payment.pledge_id, 'stk'))) return true;
  if (account) {
    const named = await pledgeOfAccount(trx, account);
    if (named && named !== 'ambiguous' && (await tryLink(trx, payment, named.id, 'paybill'))) return true;
  }
  const phone = wholeNumber(payment.phone);
  if (!phone) return false;
  // Another payment may fill the oldest while this one waits for its lock: then the next one.
  for (let tries = 0; tries < 3; tries++) {
    const oldest = await pledges.oldestOpenPledgeOf(trx, payment.fundraiser_id, phone);
    if (!oldest) return false;
    if (await tryLink(trx, payment, oldest.id, 'phone')) return true;
  }
  return false;
}
