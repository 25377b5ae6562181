import type { Money } from '#shared/schemas/money.schema.ts';
import type { Db } from '../../db/client.ts';
import { escrowOf, findBalance } from './ledger.repository.ts';

type Balance = Awaited<ReturnType<typeof findBalance>>;

/**
 * What of a fundraiser's M-Pesa money is still in our paybill and free (D-256): raised (less what
 * went back) without the cash, less what is set aside for withdrawals, paid out and taken as fee.
 * Escrow or not, this is what can still go back to donors.
 */
export const heldFor = (balance: Balance) =>
  Number(balance?.raised_minor ?? 0) -
  Number(balance?.cash_minor ?? 0) -
  Number(balance?.blocked_minor ?? 0) -
  Number(balance?.withdrawn_minor ?? 0) -
  Number(balance?.fee_minor ?? 0);

/**
 * A fundraiser's money at `now`, from the ledger (D-199): what was raised, the fee taken, what is
 * still in escrow, set aside for withdrawals on their way, paid out, and what is left to withdraw.
 * Confirmed cash is raised but was never in our M-Pesa balance, so it is never available (D-238).
 */
export async function moneyOf(db: Db, fundraiserId: string, now = new Date()): Promise<Money> {
  const [balance, escrow] = await Promise.all([
    findBalance(db, fundraiserId),
    escrowOf(db, fundraiserId, now.toISOString()),
  ]);
  const raised = Number(balance?.raised_minor ?? 0);
  const fee = Number(balance?.fee_minor ?? 0);
  const blocked = Number(balance?.blocked_minor ?? 0);
  const withdrawn = Number(balance?.withdrawn_minor ?? 0);
  const cash = Number(balance?.cash_minor ?? 0);
  const here = heldFor(balance);
  // Never more held than is still here: a refund takes what the gift's share of the rest is (D-256).
  const held = Math.max(0, Math.min(escrow.held, here));
  // Below zero only after M-Pesa reversed a gift already paid out: owed, repaid by the next gifts (D-259).
  const free = here - held;
  return {
    raised,
    cash,
    fee,
    held,
    available: Math.max(0, free),
    owed: Math.max(0, -free),
    blocked,
    withdrawn,
    next_release_at: escrow.nextReleaseAt,
    next_release: escrow.nextReleaseMinor,
  };
}
