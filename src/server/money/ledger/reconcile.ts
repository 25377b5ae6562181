import type { Db } from '../../db/client.ts';
import * as cashBook from '../../db/repositories/cash-book.repository.ts';
import * as ledger from './reconcile-queries.ts';
import { refundDifferences, reversalDifferences } from './reconcile-refunds.ts';
import { withdrawalDifferences } from './reconcile-withdrawals.ts';

// `npm run admin -- reconcile` (D-199, D-246): proves, per fundraiser, that the ledger's credits are
// the succeeded donations, one each, and each M-Pesa receipt counted once; its cash entries the
// confirmed cash book entries (D-238); that the kept balance is the sum of the entries and no kept
// sum is negative; per withdrawal, that its money is all accounted for (reconcile-withdrawals.ts);
// that every paid payout is what M-Pesa says it paid; that refunds (D-256) and reversals M-Pesa made
// (D-259) are their entries. With M-Pesa's statement, it also checks the receipts against it.

type Sums = Record<string, { total: number; n: number }>;

export interface Reconciliation {
  fundraisers: number;
  differences: string[];
}

export async function reconcile(db: Db, options = { verifyGraceSeconds: 3600 }): Promise<Reconciliation> {
  // One snapshot: a donation settling meanwhile is seen with its credit or not at all.
  const [entries, succeeded, balances, strays, cash, strayCash, twice, ofWithdrawals, ofRefunds, ofReversals] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) =>
      Promise.all([
        ledger.entrySums(trx),
        ledger.succeededSums(trx),
        ledger.allBalances(trx),
        ledger.strayCredits(trx),
        cashBook.confirmedCashSums(trx),
        cashBook.strayCashCredits(trx),
        ledger.receiptsCountedTwice(trx),
        withdrawalDifferences(trx, options),
        refundDifferences(trx),
        reversalDifferences(trx),
      ]),
    );
  const byFundraiser = new Map<string, Sums>();
  const sumsOf = (id: string) => byFundraiser.get(id) ?? byFundraiser.set(id, {}).get(id)!;
  for (const e of entries) sumsOf(e.fundraiser_id)[e.kind] = { total: Number(e.total), n: Number(e.n) };
  for (const d of succeeded) sumsOf(d.fundraiser_id).succeeded = { total: Number(d.total), n: Number(d.n) };
  for (const e of cash) sumsOf(e.fundraiser_id).confirmed = { total: Number(e.total), n: Number(e.n) };
  const kept = new Map(balances.map((b) => [b.fundraiser_id, b]));
  for (const id of kept.keys()) sumsOf(id);

  const differences = [
    ...strays.map((s) => `${s.fundraiser_id}: credit for ${s.source_id}, which is not its succeeded donation`),
    ...strayCash.map((s) => `${s.fundraiser_id}: cash for ${s.source_id}, which is not its confirmed cash entry`),
    ...twice.map((r) => `M-Pesa receipt ${r.mpesa_receipt} counted ${r.n} times`),
    ...ofWithdrawals,
    ...ofRefunds,
    ...ofReversals,
  ];
  for (const [id, sums] of byFundraiser) {
    const sum = (kind: string) => sums[kind]?.total ?? 0;
    const differ = (what: string, expected: number, actual: number) => {
      if (expected !== actual) differences.push(`${id}: ${what} ${actual}, expected ${expected}`);
    };
    differ('credits', sum('succeeded'), sum('donation'));
    differ('credited donations', sums.succeeded?.n ?? 0, sums.donation?.n ?? 0);
    const count = (kind: string) => sums[kind]?.n ?? 0;
    differ('cash', sum('confirmed'), sum('cash'));
    differ('counted cash entries', count('confirmed'), count('cash'));
    const balance = kept.get(id);
    // Raised and supporters include the confirmed cash, which the balance also keeps apart (D-238),
    // and leave out the gifts that went back (D-256) or that M-Pesa reversed (D-259).
    const gone = sum('refund') + sum('reversal');
    differ('kept raised', sum('donation') + sum('cash') - gone, Number(balance?.raised_minor ?? 0));
    differ(
      'kept supporters',
      count('donation') + count('cash') - count('refund') - count('reversal'),
      Number(balance?.supporters ?? 0),
    );
    differ('kept cash', sum('cash'), Number(balance?.cash_minor ?? 0));
    differ('kept cash supporters', count('cash'), Number(balance?.cash_supporters ?? 0));
    differ(
      'kept blocked',
      sum('block') - sum('release') - sum('payout') - sum('fee'),
      Number(balance?.blocked_minor ?? 0),
    );
    differ('kept withdrawn', sum('payout'), Number(balance?.withdrawn_minor ?? 0));
    differ('kept fee', sum('fee'), Number(balance?.fee_minor ?? 0));
    for (const column of ['raised_minor', 'blocked_minor', 'withdrawn_minor', 'fee_minor', 'cash_minor'] as const)
      if (Number(balance?.[column] ?? 0) < 0) differences.push(`${id}: kept ${column} is negative`);
    // What M-Pesa holds for it: every shilling set aside, paid, taken or given back came from a donation.
    // A reversal is left out: M-Pesa takes it whatever is left, and what it took beyond is owed (D-259).
    const unspent = sum('donation') - sum('refund') - sum('block') + sum('release');
    if (unspent < 0) differences.push(`${id}: more set aside and given back than was raised (${unspent})`);
    const outOfRaised = sum('payout') + sum('fee') + sum('refund');
    if (outOfRaised > sum('donation'))
      differences.push(
        `${id}: paid out, fee and refunds ${outOfRaised}, more than the ${sum('donation')} raised by M-Pesa`,
      );
  }
  return { fundraisers: byFundraiser.size, differences };
}
