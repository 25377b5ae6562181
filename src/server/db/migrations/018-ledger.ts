import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { addBusinessDays } from '../../lib/business-days.ts';

// The ledger (D-199): an append-only list of every movement of a fundraiser's money, and each
// fundraiser's balance kept beside it. Donations that had succeeded before it existed are credited
// here, in escrow for the default 5 business days from when they succeeded.

const ESCROW_DAYS_BEFORE_THE_LEDGER = 5;
const BATCH = 500;

interface Db {
  donations: {
    id: string;
    fundraiser_id: string;
    amount_minor: number;
    status: string;
    created_at: string;
    completed_at: string | null;
  };
  ledger_entries: {
    id: string;
    fundraiser_id: string;
    kind: string;
    amount_minor: number;
    source_id: string;
    available_at: string | null;
    created_at: string;
  };
  fundraiser_balances: {
    fundraiser_id: string;
    raised_minor: number;
    supporters: number;
    blocked_minor: number;
    withdrawn_minor: number;
    fee_minor: number;
    updated_at: string;
  };
}

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('available_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One entry per cause: a donation credited twice, by a duplicate callback or a racing query, is refused.
  await db.schema
    .createIndex('ledger_entries_once')
    .unique()
    .on('ledger_entries')
    .columns(['kind', 'source_id'])
    .execute();
  // What is still in escrow, and when the next part of it is released.
  await db.schema
    .createIndex('ledger_entries_escrow')
    .on('ledger_entries')
    .columns(['fundraiser_id', 'kind', 'available_at'])
    .execute();
  await db.schema
    .createTable('fundraiser_balances')
    .addColumn('fundraiser_id', 'text', (c) => c.primaryKey().references('fundraisers.id'))
    .addColumn('raised_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('supporters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawn_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const typed = db as unknown as Kysely<Db>;
  const now = new Date().toISOString();
  for (let after = ''; ;) {
    const rows = await typed
      .selectFrom('donations')
      .select(['id', 'fundraiser_id', 'amount_minor', 'created_at', 'completed_at'])
      .where('status', '=', 'succeeded')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    await typed
      .insertInto('ledger_entries')
      .values(
        rows.map((d) => {
          const at = d.completed_at ?? d.created_at;
          return {
            id: randomUUID(),
            fundraiser_id: d.fundraiser_id,
            kind: 'donation',
            amount_minor: d.amount_minor,
            source_id: d.id,
            available_at: addBusinessDays(new Date(at), ESCROW_DAYS_BEFORE_THE_LEDGER).toISOString(),
            created_at: at,
          };
        }),
      )
      .execute();
    after = rows.at(-1)!.id;
  }
  const sums = await typed
    .selectFrom('ledger_entries')
    .select((eb) => ['fundraiser_id', eb.fn.sum<number>('amount_minor').as('raised'), eb.fn.countAll<number>().as('n')])
    .groupBy('fundraiser_id')
    .execute();
  for (const s of sums)
    await typed
      .insertInto('fundraiser_balances')
      .values({
        fundraiser_id: s.fundraiser_id,
        raised_minor: Number(s.raised),
        supporters: Number(s.n),
        blocked_minor: 0,
        withdrawn_minor: 0,
        fee_minor: 0,
        updated_at: now,
      })
      .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('fundraiser_balances').execute();
  await db.schema.dropTable('ledger_entries').execute();
}
