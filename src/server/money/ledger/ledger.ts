import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { addBusinessDays } from '../../lib/business-days.ts';
import { heldFor, moneyOf } from './balance.ts';
import * as entries from './ledger.repository.ts';
import { refundOfDonation, reversalOfDonation } from '../../db/repositories/refunds.repository.ts';
import { LedgerRefusal } from './ledger-refusal.ts';
import { standingOf, type WithdrawalMoney } from './withdrawal-standing.ts';

// The ledger's door (D-243, D-244): one verb per movement of money, each checking before it writes
// and refusing with a LedgerRefusal, inside the caller's transaction (the one that changes the state
// that causes the movement). Nothing else writes the ledger's tables. Every verb that checks locks
// the fundraiser's balance row first, so two movements of one fundraiser's money take turns and
// each checks what the other wrote.

export { fundraiserTotals } from './ledger.repository.ts';
export { moneyOf } from './balance.ts';
export { LedgerRefusal } from './ledger-refusal.ts';
export { feeShare, standingOf, type WithdrawalMoney } from './withdrawal-standing.ts';

const positive = (amountMinor: number, what: string) => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new LedgerRefusal('not_positive', `${what}: ${amountMinor} is not a positive number of minor units`);
};

export interface SucceededDonation {
  id: string;
  fundraiser_id: string;
  amount_minor: number;
  /** When it succeeded. */
  at: string;
}

/**
 * Credits succeeded donations in the transaction that records their success: each is held in
 * escrow for ESCROW_BUSINESS_DAYS business days from when it succeeded (D-199). A donation is
 * credited once (the ledger's unique kind and source refuses a second).
 */
export async function creditDonation(trx: Db, env: Pick<Env, 'ESCROW_BUSINESS_DAYS'>, donations: SucceededDonation[]) {
  for (const d of donations) positive(Number(d.amount_minor), `donation ${d.id}`);
  await entries.creditDonations(
    trx,
    donations.map((d) => ({
      fundraiserId: d.fundraiser_id,
      donationId: d.id,
      amountMinor: Number(d.amount_minor),
      at: d.at,
      availableAt: addBusinessDays(new Date(d.at), env.ESCROW_BUSINESS_DAYS).toISOString(),
    })),
  );
}

/** A confirmed cash book entry (D-238): raised, never available. */
export async function creditCash(trx: Db, credit: { fundraiserId: string; entryId: string; amountMinor: number }) {
  positive(credit.amountMinor, `cash entry ${credit.entryId}`);
  await entries.creditCash(trx, credit);
}

/** What a fundraiser can withdraw now (D-199): what the balance says, never below zero. */
export const available = async (db: Db, fundraiserId: string) =>
  Math.max(0, (await moneyOf(db, fundraiserId)).available);

/**
 * Sets a withdrawal's amount aside, under the balance's lock: requests sent together take turns,
 * so the second of two for the whole balance finds nothing left.
 */
export async function holdForWithdrawal(trx: Db, withdrawal: WithdrawalMoney) {
  const amount = Number(withdrawal.amount_minor);
  positive(amount, `withdrawal ${withdrawal.id}`);
  const free = (await entries.lockBalance(trx, withdrawal.fundraiser_id))
    ? await available(trx, withdrawal.fundraiser_id)
    : 0;
  if (amount > free)
    throw new LedgerRefusal('over_available', `withdrawal ${withdrawal.id}: ${amount} asked, ${free} available`);
  await entries.moveBlock(trx, 'block', withdrawal.fundraiser_id, withdrawal.id, amount);
}

/** The money of one paid part leaves its withdrawal's block: never more than is left to send. */
export async function payOut(trx: Db, withdrawal: WithdrawalMoney, payout: { id: string; amount_minor: number }) {
  const amount = Number(payout.amount_minor);
  positive(amount, `payout ${payout.id}`);
  await entries.lockBalance(trx, withdrawal.fundraiser_id);
  const standing = await standingOf(trx, withdrawal);
  if (amount > standing.unsent)
    throw new LedgerRefusal('over_blocked', `payout ${payout.id}: ${amount} paid, ${standing.unsent} left to send`);
  await entries.moveBlock(trx, 'payout', withdrawal.fundraiser_id, payout.id, amount);
}

/**
 * Ends a withdrawal's money: the fee's share of what was paid is taken and everything else still
 * blocked is given back (D-244). Paid in full, that is the whole fee and nothing to give back;
 * refused, cancelled or failed after some parts were paid, only what was not paid comes back.
 * Returns what was released.
 */
export async function closeWithdrawal(trx: Db, withdrawal: WithdrawalMoney) {
  await entries.lockBalance(trx, withdrawal.fundraiser_id);
  const standing = await standingOf(trx, withdrawal);
  if (standing.feeOwed > 0) await takeFee(trx, withdrawal, standing.feeOwed);
  if (standing.releasable > 0) await release(trx, withdrawal, standing.releasable);
  return standing.releasable;
}

/** The platform's fee, out of the block: never more than the withdrawal's fee, nor than is blocked. */
async function takeFee(trx: Db, withdrawal: WithdrawalMoney, amountMinor: number) {
  positive(amountMinor, `fee of ${withdrawal.id}`);
  const standing = await standingOf(trx, withdrawal);
  if (standing.feeTaken + amountMinor > Number(withdrawal.fee_minor) || amountMinor > standing.blocked)
    throw new LedgerRefusal('over_fee', `fee of ${withdrawal.id}: ${amountMinor} more than is due`);
  await entries.moveBlock(trx, 'fee', withdrawal.fundraiser_id, withdrawal.id, amountMinor);
}

/** Gives back part of a block: never more than the withdrawal still has blocked beyond the fee it owes. */
async function release(trx: Db, withdrawal: WithdrawalMoney, amountMinor: number) {
  positive(amountMinor, `release of ${withdrawal.id}`);
  const standing = await standingOf(trx, withdrawal);
  if (amountMinor > standing.releasable)
    throw new LedgerRefusal(
      'over_blocked',
      `release of ${withdrawal.id}: ${amountMinor} asked, ${standing.releasable} still blocked`,
    );
  await entries.moveBlock(trx, 'release', withdrawal.fundraiser_id, withdrawal.id, amountMinor);
}

/** A gift leaving the fundraiser, by our refund or M-Pesa's reversal: its id and the donation it takes back. */
export interface GiftMoney {
  id: string;
  fundraiser_id: string;
  donation_id: string;
  amount_minor: number;
}

/**
 * The checks both ways a gift leaves share, under the balance's lock: a positive amount, of a
 * donation credited to this fundraiser, never more than it brought. Returns its credit.
 */
async function leavingGift(trx: Db, gift: GiftMoney, what: string) {
  const amount = Number(gift.amount_minor);
  positive(amount, `${what} ${gift.id}`);
  await entries.lockBalance(trx, gift.fundraiser_id);
  const credit = await entries.donationCredit(trx, gift.donation_id);
  if (!credit || credit.fundraiser_id !== gift.fundraiser_id)
    throw new LedgerRefusal('not_credited', `${what} ${gift.id}: donation ${gift.donation_id} was not credited here`);
  if (amount > Number(credit.amount_minor))
    throw new LedgerRefusal(
      'over_gift',
      `${what} ${gift.id}: ${amount} asked, the gift brought ${credit.amount_minor}`,
    );
  return { amount, credit };
}

/**
 * A gift going back to its donor (D-256), in the transaction that decides it: never more than the
 * gift brought, nor than the fundraiser still holds (what is set aside for a withdrawal on its way is
 * not), under the balance's lock, so refunds and withdrawals asked at once take turns. Its entry
 * carries the gift's end of escrow: a gift refunded while held leaves escrow with it.
 */
export async function refund(trx: Db, refunded: GiftMoney) {
  const { amount, credit } = await leavingGift(trx, refunded, 'refund');
  if (await reversalOfDonation(trx, refunded.donation_id))
    throw new LedgerRefusal('reversed', `refund ${refunded.id}: M-Pesa reversed donation ${refunded.donation_id}`);
  const held = heldFor(await entries.findBalance(trx, refunded.fundraiser_id));
  if (amount > held) throw new LedgerRefusal('over_held', `refund ${refunded.id}: ${amount} asked, ${held} still held`);
  await entries.debitGift(trx, {
    kind: 'refund',
    fundraiserId: refunded.fundraiser_id,
    sourceId: refunded.id,
    amountMinor: amount,
    availableAt: credit.available_at,
  });
}

/**
 * A gift M-Pesa reversed without us (D-259): the money has already left the paybill, so it is
 * debited whatever the fundraiser still holds; never more than the gift brought, never a gift that
 * is already going back by a refund. Returns what was owed beyond what it held (paid out before the
 * reversal was found): the kept balance goes below zero by it, and the next gifts repay it.
 */
export async function reverse(trx: Db, reversed: GiftMoney) {
  const { amount, credit } = await leavingGift(trx, reversed, 'reversal');
  if (await refundOfDonation(trx, reversed.donation_id))
    throw new LedgerRefusal('refunded', `reversal ${reversed.id}: donation ${reversed.donation_id} is being refunded`);
  const held = Math.max(0, heldFor(await entries.findBalance(trx, reversed.fundraiser_id)));
  await entries.debitGift(trx, {
    kind: 'reversal',
    fundraiserId: reversed.fundraiser_id,
    sourceId: reversed.id,
    amountMinor: amount,
    availableAt: credit.available_at,
  });
  return Math.max(0, amount - held);
}

/**
 * Locks the fundraiser's balance until the transaction ends and says what it still holds of its
 * donors' money (D-256): what can go back, escrow or not. Refunds decided under this lock see every
 * refund and withdrawal that committed before it.
 */
export async function lockHeld(trx: Db, fundraiserId: string) {
  await entries.lockBalance(trx, fundraiserId);
  return Math.max(0, heldFor(await entries.findBalance(trx, fundraiserId)));
}
