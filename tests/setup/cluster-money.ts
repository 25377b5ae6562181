import type { Db } from '#server/db/client.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// One fundraiser's books after a cluster was loaded (or had an instance killed): what the kept
// total says, what its succeeded donations add up to, and whether anything was counted twice.
// Read by the cluster test and by bench:load.

export interface FundraiserMoney {
  raisedMinor: number;
  supporters: number;
  succeeded: { n: number; totalMinor: number };
  pending: number;
  /** Donations with more than one ledger credit: must be none. */
  creditedTwice: number;
  /** What `npm run admin -- reconcile` reports for this fundraiser: must be nothing. */
  differences: string[];
  /** The kept total is the sum of the succeeded donations, each credited once, reconcile agrees. */
  exact: boolean;
}

export async function fundraiserMoney(db: Db, fundraiserId: string): Promise<FundraiserMoney> {
  const balance = await db
    .selectFrom('fundraiser_balances')
    .select(['raised_minor', 'supporters'])
    .where('fundraiser_id', '=', fundraiserId)
    .executeTakeFirst();
  const byStatus = await db
    .selectFrom('donations')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_minor').as('total')])
    .where('fundraiser_id', '=', fundraiserId)
    .groupBy('status')
    .execute();
  const twice = await db
    .selectFrom('ledger_entries')
    .select('source_id')
    .where('fundraiser_id', '=', fundraiserId)
    .where('kind', '=', 'donation')
    .groupBy('source_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const { differences } = await reconcile(db);
  const status = (name: string) => byStatus.find((s) => s.status === name);
  const succeeded = { n: Number(status('succeeded')?.n ?? 0), totalMinor: Number(status('succeeded')?.total ?? 0) };
  const money = {
    raisedMinor: Number(balance?.raised_minor ?? 0),
    supporters: Number(balance?.supporters ?? 0),
    succeeded,
    pending: Number(status('pending')?.n ?? 0),
    creditedTwice: twice.length,
    differences: differences.filter((d) => d.startsWith(`${fundraiserId}:`)),
  };
  const exact =
    money.raisedMinor === succeeded.totalMinor &&
    money.supporters === succeeded.n &&
    money.creditedTwice === 0 &&
    money.differences.length === 0;
  return { ...money, exact };
}

/**
 * Waits until none of these donations is pending (their callbacks or status queries done) and
 * returns how many still are at the timeout. Only donations the server acknowledged are waited
 * for: one whose instance died before its push left has nothing to ask M-Pesa about and stays
 * pending for a reviewer's follow-up, as the product intends (D-216).
 */
export async function untilFinal(db: Db, donationIds: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let pending = 0;
    // In slices: a burst's ids are more than one statement should carry.
    for (let i = 0; i < donationIds.length; i += 500) {
      const row = await db
        .selectFrom('donations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', donationIds.slice(i, i + 500))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      pending += Number(row.n);
    }
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((r) => setTimeout(r, 250));
  }
}
