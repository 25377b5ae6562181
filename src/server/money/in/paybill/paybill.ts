import { parseDarajaTimestamp } from '#shared/daraja.ts';
import type { C2bPayment } from '#shared/daraja-c2b.ts';
import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import * as c2b from '../../../db/repositories/c2b.repository.ts';
import { newId } from '../../../lib/secrets.ts';
import { nowIso } from '../../../lib/time.ts';
import { creditDonation } from '../../ledger/ledger.ts';
import { forgetReview } from '../../../services/review.ts';
import { paybillKey } from '#shared/paybill-key.ts';
import { publicPaybillName } from './c2b-payload.ts';
import { countTwin, stkTwin } from './stk-twin.ts';
import { linkSucceeded } from '../../pledges/link.ts';
import { pledgeOfAccount } from '../../pledges/paybill-account.ts';
import { parseKes } from '#shared/kes.ts';

// Paybill money in (D-213): a confirmation is recorded once per TransID; one whose account names a
// live fundraiser becomes a succeeded donation credited to the ledger in the same transaction, and
// anything else is kept, unallocated, for a reviewer. Money M-Pesa has taken is never refused here.

export type AccountMatch =
  { kind: 'live'; fundraiser: { id: string; short_code: string } } | { kind: 'not_live' | 'ambiguous' | 'none' };

/** Which fundraiser a typed account means: the exact code first, then one that folds alike. */
export async function matchAccount(db: Db, account: string): Promise<AccountMatch> {
  const key = paybillKey(account);
  if (key.length === 0 || key.length > 20) return { kind: 'none' };
  const found = await c2b.fundraisersByPaybillKey(db, key);
  const typed = account.replace(/[^0-9A-Za-z]/g, '');
  const pick =
    found.find((f) => f.short_code === typed) ??
    (found.length === 1
      ? found[0]
      : found.filter((f) => f.short_code.toUpperCase() === typed.toUpperCase()).length === 1
        ? found.find((f) => f.short_code.toUpperCase() === typed.toUpperCase())
        : undefined);
  if (!pick && found.length === 0) return pledgeAccount(db, account);
  if (!pick) return { kind: found.length > 1 ? 'ambiguous' : 'none' };
  return pick.status === 'live' ? { kind: 'live', fundraiser: pick } : { kind: 'not_live' };
}

/** A pledge's own account ('{short_code}-{number}', D-232) means the pledge's fundraiser. */
async function pledgeAccount(db: Db, account: string): Promise<AccountMatch> {
  const pledge = await pledgeOfAccount(db, account);
  if (!pledge) return { kind: 'none' };
  if (pledge === 'ambiguous') return { kind: 'ambiguous' };
  return pledge.status === 'live'
    ? { kind: 'live', fundraiser: { id: pledge.fundraiser_id, short_code: pledge.short_code } }
    : { kind: 'not_live' };
}

export interface PaybillFacts extends C2bPayment {
  /** The body as it arrived. */
  raw: string;
}

/** An STK push's own confirmation comes within seconds of it. */
const DAY_MS = 86_400_000;

/** 'stk': the confirmation of an STK push to our paybill, which counts that donation (D-213). */
export type Recorded = 'credited' | 'unallocated' | 'duplicate' | 'stk';

/** When M-Pesa took the money (TransTime, Nairobi time), or now when it cannot be read. */
export const takenAt = (transTime: string) => parseDarajaTimestamp(transTime)?.toISOString() ?? nowIso();

/**
 * Records a paybill payment once. Exported for every path that learns of one (the confirmation,
 * and a Transaction Status answer about a code a donor gave): whichever comes first credits it,
 * the rest find its TransID and change nothing. `to` overrides the account's match.
 */
export async function recordPaybillPayment(
  deps: Deps,
  p: PaybillFacts,
  to?: { id: string; short_code: string },
): Promise<Recorded> {
  const amount = parseKes(p.TransAmount);
  const match = to ? ({ kind: 'live', fundraiser: to } as const) : await matchAccount(deps.db, p.BillRefNumber);
  const creditTo = match.kind === 'live' && amount && amount > 0 ? match.fundraiser : null;
  const twin =
    creditTo && !to
      ? await stkTwin(deps.db, { fundraiserId: creditTo.id, amountMinor: amount!, msisdn: p.MSISDN, withinMs: DAY_MS })
      : undefined;
  const received = nowIso();
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const inserted = await c2b.insertC2bPayment(trx, {
      trans_id: p.TransID,
      transaction_type: p.TransactionType || null,
      trans_time: p.TransTime || null,
      trans_amount: p.TransAmount,
      amount_minor: amount ?? 0,
      business_short_code: p.BusinessShortCode || null,
      bill_ref_number: p.BillRefNumber,
      msisdn: p.MSISDN || null,
      first_name: p.FirstName || null,
      middle_name: p.MiddleName || null,
      last_name: p.LastName || null,
      org_account_balance: p.OrgAccountBalance || null,
      raw: p.raw,
      status: creditTo ? 'credited' : 'unallocated',
      fundraiser_id: creditTo?.id ?? null,
      donation_id: null,
      decided_by: null,
      decision_reason: null,
      decided_at: null,
      received_at: received,
    });
    if (!inserted) return 'duplicate' as const;
    // Counted already by another path (a donor's M-Pesa code checked before the confirmation came).
    const counted = await c2b.succeededDonationWithReceipt(trx, p.TransID);
    if (counted) {
      await c2b.markCounted(trx, p.TransID, counted.fundraiser_id, counted.id);
      return 'duplicate' as const;
    }
    if (!creditTo) return 'unallocated' as const;
    if (twin) {
      await c2b.markCounted(trx, p.TransID, creditTo.id, twin.id);
      return 'stk' as const;
    }
    await creditPaybill(trx, deps, p, creditTo.id, takenAt(p.TransTime));
    return 'credited' as const;
  });
  if (recorded === 'stk' && twin)
    await countTwin(deps, twin, p.TransID, takenAt(p.TransTime), 'Confirmed by the paybill confirmation');
  if (recorded === 'credited' && creditTo) forgetReview(creditTo.short_code);
  return recorded;
}

/**
 * The donation a paybill payment becomes, and its ledger credit, in the caller's transaction: a
 * paybill credit is a credit like any other, so reconcile sees a succeeded donation behind it.
 */
export async function creditPaybill(
  trx: Db,
  deps: Deps,
  p: Pick<C2bPayment, 'TransID' | 'TransAmount' | 'FirstName' | 'MiddleName' | 'LastName'> &
    Partial<Pick<C2bPayment, 'BillRefNumber' | 'MSISDN'>>,
  fundraiserId: string,
  at: string,
) {
  const name = publicPaybillName(p.FirstName, p.MiddleName, p.LastName);
  const donation = {
    id: newId(),
    reference: newId(),
    fundraiser_id: fundraiserId,
    donor_name: name ?? 'Anonymous',
    anonymous: name ? 0 : 1,
    amount_minor: parseKes(p.TransAmount) ?? 0,
    currency: 'KES' as const,
    message: null,
    status: 'succeeded' as const,
    created_at: at,
    completed_at: at,
    mpesa_receipt: p.TransID,
    result_code: 0,
    result_desc: 'Paybill',
    test_payment: deps.payments.testMode ? 1 : 0,
  };
  await trx.insertInto('donations').values(donation).execute();
  await c2b.linkDonation(trx, p.TransID, fundraiserId, donation.id);
  // Toward the pledge its account names, or its payer's (when M-Pesa gave the number whole, D-232).
  await linkSucceeded(trx, { ...donation, phone: p.MSISDN ?? null }, p.BillRefNumber);
  // The credit last, holding the fundraiser's balance row the shortest time (D-242).
  await creditDonation(trx, deps.env, [{ ...donation, at }]);
  return donation.id;
}
