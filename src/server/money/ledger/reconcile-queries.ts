import type { Db } from '../../db/client.ts';

// What reconcile reads of the ledger and the donations it credits (D-199, D-246), in one snapshot.

/** Per fundraiser, the sum and count of each kind of entry (for reconciling). */
export const entrySums = (db: Db) =>
  db
    .selectFrom('ledger_entries')
    .select((eb) => [
      'fundraiser_id',
      'kind',
      eb.fn.sum<number>('amount_minor').as('total'),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(['fundraiser_id', 'kind'])
    .execute();

/** Per fundraiser, the sum and count of its succeeded donations (for reconciling). */
export const succeededSums = (db: Db) =>
  db
    .selectFrom('donations')
    .select((eb) => ['fundraiser_id', eb.fn.sum<number>('amount_minor').as('total'), eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'succeeded')
    .groupBy('fundraiser_id')
    .execute();

/** M-Pesa receipts that more than one succeeded donation counts (each payment counts once, D-246). */
export const receiptsCountedTwice = (db: Db) =>
  db
    .selectFrom('donations')
    .select((eb) => ['mpesa_receipt', eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'succeeded')
    .where('mpesa_receipt', 'is not', null)
    .groupBy('mpesa_receipt')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();

export const allBalances = (db: Db) => db.selectFrom('fundraiser_balances').selectAll().execute();

/** Credits whose donation is missing or did not succeed: none may exist. */
export const strayCredits = (db: Db) =>
  db
    .selectFrom('ledger_entries as e')
    .leftJoin('donations as d', 'd.id', 'e.source_id')
    .select(['e.fundraiser_id', 'e.source_id'])
    .where('e.kind', '=', 'donation')
    .where((eb) =>
      eb.or([
        eb('d.id', 'is', null),
        eb('d.status', '!=', 'succeeded'),
        eb('d.fundraiser_id', '!=', eb.ref('e.fundraiser_id')),
      ]),
    )
    .execute();
