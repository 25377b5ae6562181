import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { LedgerEntriesTable } from '../../db/ledger-tables.ts';
import { changedOne } from '../../db/compare-and-swap.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { nairobiDayEnd } from '#shared/nairobi-time.ts';

// The ledger's reads and writes (D-199). Entries are only ever inserted; each one moves its
// fundraiser's balance row in the same statement batch, inside the caller's transaction.

export interface Credit {
  fundraiserId: string;
  donationId: string;
  amountMinor: number;
  /** When the donation succeeded. */
  at: string;
  availableAt: string;
}

/** Credits succeeded donations and adds them to their fundraisers' balances. */
export async function creditDonations(trx: Db, credits: Credit[]) {
  if (credits.length === 0) return;
  const entries: LedgerEntriesTable[] = credits.map((c) => ({
    id: newId(),
    fundraiser_id: c.fundraiserId,
    kind: 'donation',
    amount_minor: c.amountMinor,
    source_id: c.donationId,
    available_at: c.availableAt,
    created_at: c.at,
  }));
  await trx.insertInto('ledger_entries').values(entries).execute();
  const perFundraiser = new Map<string, { raised: number; supporters: number }>();
  for (const c of credits) {
    const sum = perFundraiser.get(c.fundraiserId) ?? { raised: 0, supporters: 0 };
    perFundraiser.set(c.fundraiserId, { raised: sum.raised + c.amountMinor, supporters: sum.supporters + 1 });
  }
  for (const [fundraiserId, sum] of perFundraiser) await addToBalance(trx, fundraiserId, sum);
}

type BalanceSums = { raised: number; supporters: number; cash?: number; cashSupporters?: number };

async function addToBalance(trx: Db, fundraiserId: string, sum: BalanceSums) {
  const now = nowIso();
  const cash = sum.cash ?? 0;
  const cashSupporters = sum.cashSupporters ?? 0;
  await trx
    .insertInto('fundraiser_balances')
    .values({
      fundraiser_id: fundraiserId,
      raised_minor: sum.raised,
      supporters: sum.supporters,
      blocked_minor: 0,
      withdrawn_minor: 0,
      fee_minor: 0,
      cash_minor: cash,
      cash_supporters: cashSupporters,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('fundraiser_id').doUpdateSet({
        raised_minor: sql`fundraiser_balances.raised_minor + excluded.raised_minor`,
        supporters: sql`fundraiser_balances.supporters + excluded.supporters`,
        cash_minor: sql`fundraiser_balances.cash_minor + excluded.cash_minor`,
        cash_supporters: sql`fundraiser_balances.cash_supporters + excluded.cash_supporters`,
        updated_at: now,
      }),
    )
    .execute();
}

/**
 * A confirmed cash book entry (D-238): raised and one more supporter, and as much cash beside them,
 * which keeps it out of what can be withdrawn. Once per entry (the unique kind and source).
 */
export async function creditCash(trx: Db, credit: { fundraiserId: string; entryId: string; amountMinor: number }) {
  const now = nowIso();
  await trx
    .insertInto('ledger_entries')
    .values({
      id: newId(),
      fundraiser_id: credit.fundraiserId,
      kind: 'cash',
      amount_minor: credit.amountMinor,
      source_id: credit.entryId,
      available_at: null,
      created_at: now,
    })
    .execute();
  const amount = credit.amountMinor;
  await addToBalance(trx, credit.fundraiserId, { raised: amount, supporters: 1, cash: amount, cashSupporters: 1 });
}

/** The credit of a donation: what it brought and until when it is held. */
export const donationCredit = (trx: Db, donationId: string) =>
  trx
    .selectFrom('ledger_entries')
    .select(['fundraiser_id', 'amount_minor', 'available_at'])
    .where('kind', '=', 'donation')
    .where('source_id', '=', donationId)
    .executeTakeFirst();

/** A gift leaving: our refund (D-256) or M-Pesa's reversal (D-259); raised and supporters drop by it. */
export async function debitGift(
  trx: Db,
  debit: {
    kind: 'refund' | 'reversal';
    fundraiserId: string;
    sourceId: string;
    amountMinor: number;
    availableAt: string | null;
  },
) {
  const now = nowIso();
  await trx
    .insertInto('ledger_entries')
    .values({
      id: newId(),
      fundraiser_id: debit.fundraiserId,
      kind: debit.kind,
      amount_minor: debit.amountMinor,
      source_id: debit.sourceId,
      available_at: debit.availableAt,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('fundraiser_balances')
    .set((eb) => ({
      raised_minor: eb('raised_minor', '-', debit.amountMinor),
      supporters: eb('supporters', '-', 1),
      updated_at: now,
    }))
    .where('fundraiser_id', '=', debit.fundraiserId)
    .execute();
}

/**
 * Locks a fundraiser's balance row until the transaction ends (a write to it: PostgreSQL's row
 * lock, SQLite's one writer), so what is available is read and spent by one request at a time.
 * False when the fundraiser has no balance yet (nothing was ever credited).
 */
export const lockBalance = (trx: Db, fundraiserId: string) =>
  changedOne(
    trx.updateTable('fundraiser_balances').set({ updated_at: nowIso() }).where('fundraiser_id', '=', fundraiserId),
  );

/** How each movement of a withdrawal's money changes the kept balance (D-199, D-208). */
const BALANCE_MOVES = {
  block: { blocked_minor: 1 },
  release: { blocked_minor: -1 },
  payout: { blocked_minor: -1, withdrawn_minor: 1 },
  fee: { blocked_minor: -1, fee_minor: 1 },
} as const;

/**
 * Sets an amount aside for a withdrawal ('block'), gives it back ('release'), pays it out
 * ('payout', source: the payout) or takes the fee from it ('fee'), with its balance.
 */
export async function moveBlock(
  trx: Db,
  kind: keyof typeof BALANCE_MOVES,
  fundraiserId: string,
  sourceId: string,
  amountMinor: number,
) {
  const now = nowIso();
  await trx
    .insertInto('ledger_entries')
    .values({
      id: newId(),
      fundraiser_id: fundraiserId,
      kind,
      amount_minor: amountMinor,
      source_id: sourceId,
      available_at: null,
      created_at: now,
    })
    .execute();
  const moves: Record<string, number> = BALANCE_MOVES[kind];
  await trx
    .updateTable('fundraiser_balances')
    .set((eb) => ({
      blocked_minor: eb('blocked_minor', '+', amountMinor * (moves.blocked_minor ?? 0)),
      withdrawn_minor: eb('withdrawn_minor', '+', amountMinor * (moves.withdrawn_minor ?? 0)),
      fee_minor: eb('fee_minor', '+', amountMinor * (moves.fee_minor ?? 0)),
      updated_at: now,
    }))
    .where('fundraiser_id', '=', fundraiserId)
    .execute();
}

/**
 * What a fundraiser has raised and from how many gifts, as its balance keeps them (updated in the
 * transaction that credits each donation, D-199, and each confirmed cash entry, D-238): one row read.
 */
export async function fundraiserTotals(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('fundraiser_balances')
    .select(['raised_minor', 'supporters', 'cash_minor', 'cash_supporters'])
    .where('fundraiser_id', '=', fundraiserId)
    .executeTakeFirst();
  return {
    raisedMinor: Number(row?.raised_minor ?? 0),
    supporters: Number(row?.supporters ?? 0),
    // How much of those is cash collected in person (D-238).
    cashMinor: Number(row?.cash_minor ?? 0),
    cashSupporters: Number(row?.cash_supporters ?? 0),
  };
}

export const findBalance = (db: Db, fundraiserId: string) =>
  db.selectFrom('fundraiser_balances').selectAll().where('fundraiser_id', '=', fundraiserId).executeTakeFirst();

/**
 * What of a fundraiser's credits is still in escrow at `now` (less the refunds of gifts still held,
 * D-256), when the next part is released, and how much is released from then to the end of that
 * day in Nairobi (what an owner plans by).
 */
export async function escrowOf(db: Db, fundraiserId: string, now: string) {
  const held = (before?: string) =>
    db
      .selectFrom('ledger_entries')
      .select((eb) => [
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('kind', 'in', ['refund', 'reversal'])
              .then(eb.neg(eb.ref('amount_minor')))
              .else(eb.ref('amount_minor'))
              .end(),
          )
          .as('held'),
        eb.fn.min<string>('available_at').as('next'),
      ])
      .where('fundraiser_id', '=', fundraiserId)
      .where('kind', 'in', ['donation', 'refund', 'reversal'])
      .where('available_at', '>', now)
      .$if(before !== undefined, (q) => q.where('available_at', '<', before!))
      .executeTakeFirstOrThrow();
  const all = await held();
  const next = all.next ?? null;
  const thatDay = next ? await held(nairobiDayEnd(next)) : null;
  return { held: Number(all.held ?? 0), nextReleaseAt: next, nextReleaseMinor: Number(thatDay?.held ?? 0) };
}
