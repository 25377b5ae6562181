import type { C2bPayment } from '#shared/daraja-c2b.ts';
import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import * as c2b from '../../../db/repositories/c2b.repository.ts';
import { nowIso } from '../../../lib/time.ts';
import { afterMoneyMoved } from '../../ledger/after-commit.ts';
import { lockReceipt } from '../../../db/receipt-lock.ts';
import { paybillKey } from '#shared/paybill-key.ts';
import { publicPaybillName } from './c2b-payload.ts';
import { stkTwin, takenAt, type Twin } from '../same-payment.ts';
import { recordSucceededDonation } from '../succeeded.ts';
import { pledgeOfAccount } from '../../pledges/paybill-account.ts';
import { parseKes } from '#shared/kes.ts';
import { numericAccount } from '#shared/account-number.ts';

// Paybill money in (D-213): a confirmation is recorded once per TransID; one whose account names a
// live fundraiser becomes a succeeded donation credited to the ledger in the same transaction
// (recordSucceededDonation, D-245), and anything else is kept, unallocated, for a reviewer. Money
// M-Pesa has taken is never refused here.

export type AccountMatch =
  { kind: 'live'; fundraiser: { id: string; short_code: string } } | { kind: 'not_live' | 'ambiguous' | 'none' };

/**
 * Which fundraiser a typed account means: its numeric account (D-254), else the exact code, then one
 * that folds alike; else a pledge's account.
 */
export async function matchAccount(db: Db, account: string): Promise<AccountMatch> {
  const accountNumber = numericAccount(account);
  const numbered = accountNumber && (await c2b.fundraiserByAccountNumber(db, accountNumber));
  if (numbered) return liveOrNot(numbered);
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
  return liveOrNot(pick);
}

const liveOrNot = (f: { id: string; short_code: string; status: string }): AccountMatch =>
  f.status === 'live' ? { kind: 'live', fundraiser: { id: f.id, short_code: f.short_code } } : { kind: 'not_live' };

/** A pledge's own account (D-232, D-254) means the pledge's fundraiser. */
async function pledgeAccount(db: Db, account: string): Promise<AccountMatch> {
  const pledge = await pledgeOfAccount(db, account);
  if (!pledge) return { kind: 'none' };
  if (pledge === 'ambiguous') return { kind: 'ambiguous' };
  return liveOrNot({ id: pledge.fundraiser_id, short_code: pledge.short_code, status: pledge.status });
}

export interface PaybillFacts extends C2bPayment {
  /** The body as it arrived. */
  raw: string;
}

/** An STK push's own confirmation comes within seconds of it. */
const DAY_MS = 86_400_000;

/** 'stk': the confirmation of an STK push to our paybill, which counts that donation (D-213). */
export type Recorded = 'credited' | 'unallocated' | 'duplicate' | 'stk';

/** The c2b_payments row of a confirmation as Daraja sent it. */
const factsOf = (p: PaybillFacts) => ({
  transaction_type: p.TransactionType || null,
  trans_time: p.TransTime || null,
  trans_amount: p.TransAmount,
  amount_minor: parseKes(p.TransAmount) ?? 0,
  business_short_code: p.BusinessShortCode || null,
  bill_ref_number: p.BillRefNumber,
  msisdn: p.MSISDN || null,
  first_name: p.FirstName || null,
  middle_name: p.MiddleName || null,
  last_name: p.LastName || null,
  org_account_balance: p.OrgAccountBalance || null,
  raw: p.raw,
});

/**
 * Records a paybill confirmation once, for the confirmation URL (and tests of the ledger): whichever
 * comes first counts it, the rest find its TransID and change nothing. A donor's code check that
 * found the payment first kept it unallocated with their claim (D-245): the confirmation, which
 * carries the account the payer typed, then decides it as any confirmation.
 */
export async function recordPaybillPayment(deps: Deps, p: PaybillFacts): Promise<Recorded> {
  const amount = parseKes(p.TransAmount);
  const match = await matchAccount(deps.db, p.BillRefNumber);
  const creditTo = match.kind === 'live' && amount && amount > 0 ? match.fundraiser : null;
  const twin = creditTo
    ? await stkTwin(deps.db, { fundraiserId: creditTo.id, amountMinor: amount!, msisdn: p.MSISDN, withinMs: DAY_MS })
    : undefined;
  const recorded = await deps.db.transaction().execute(async (trx) => {
    await lockReceipt(trx, p.TransID);
    const inserted = await c2b.insertC2bPayment(trx, {
      trans_id: p.TransID,
      ...factsOf(p),
      status: creditTo ? 'credited' : 'unallocated',
      fundraiser_id: creditTo?.id ?? null,
      donation_id: null,
      decided_by: null,
      decision_reason: null,
      decided_at: null,
      received_at: nowIso(),
    });
    if (!inserted && !(await c2b.confirmClaim(trx, p.TransID, factsOf(p), creditTo?.id ?? null)))
      return 'duplicate' as const;
    if (!creditTo) return 'unallocated' as const;
    if (twin && (await countTwin(trx, deps, twin, p, creditTo.id))) return 'stk' as const;
    const credited = await creditPaybill(trx, deps, p, creditTo.id, takenAt(p.TransTime));
    return credited ? ('credited' as const) : ('duplicate' as const);
  });
  if (recorded === 'stk' || recorded === 'credited') afterMoneyMoved(deps, creditTo?.short_code);
  return recorded;
}

/**
 * The echo of an STK push counts that donation (settling it with the receipt, or giving a status
 * query's success its receipt), in the confirmation's transaction. False when the donation turned
 * out to be another payment (it failed meanwhile): the confirmation is then a paybill gift.
 */
async function countTwin(trx: Db, deps: Deps, twin: Twin, p: PaybillFacts, fundraiserId: string) {
  // Tied first, so the settlement finds the echo its own and not another road's count.
  await c2b.markCounted(trx, p.TransID, fundraiserId, twin.id);
  if (twin.status === 'pending') {
    const settled = await recordSucceededDonation(trx, deps, {
      road: 'stk',
      donation: twin,
      receipt: p.TransID,
      resultCode: 0,
      resultDesc: 'Confirmed by the paybill confirmation',
      checkoutRequestId: twin.checkout_request_id ?? '',
      at: takenAt(p.TransTime),
    });
    if (settled.outcome !== 'final_already') return true;
  }
  if (await c2b.giveReceipt(trx, twin.id, p.TransID)) return true;
  // Its callback counted it meanwhile, by this very receipt; otherwise it is not this payment.
  const now = await c2b.succeededDonationWithReceipt(trx, p.TransID);
  if (now?.id === twin.id) return true;
  await c2b.linkDonation(trx, p.TransID, fundraiserId, null);
  return false;
}

/**
 * The donation a paybill payment becomes, and its ledger credit, in the caller's transaction
 * (recordSucceededDonation). Null when the payment was counted already by another road (then the
 * payment is recorded as credited to that donation).
 */
export async function creditPaybill(
  trx: Db,
  deps: Deps,
  p: Pick<C2bPayment, 'TransID' | 'TransAmount' | 'FirstName' | 'MiddleName' | 'LastName'> &
    Partial<Pick<C2bPayment, 'BillRefNumber' | 'MSISDN'>>,
  fundraiserId: string,
  at: string,
) {
  const recorded = await recordSucceededDonation(trx, deps, {
    road: 'paybill',
    transId: p.TransID,
    amountMinor: parseKes(p.TransAmount) ?? 0,
    name: publicPaybillName(p.FirstName, p.MiddleName, p.LastName) ?? null,
    msisdn: p.MSISDN || null,
    account: p.BillRefNumber ?? null,
    fundraiserId,
    at,
    testPayment: deps.payments.testMode,
  });
  return recorded.outcome === 'credited' ? recorded.donationId : null;
}
