import { sql, type Kysely } from 'kysely';

// The harambee's cash book (D-237): gifts received in cash or at the bank, recorded by a treasurer
// or the owner and counted once a second person confirms them. Confirmed cash is part of what a
// fundraiser raised and of its supporters, and never of what it may withdraw (D-238): the balance
// row says how much of each is cash.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('cash_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('donor_name', 'text')
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('photo_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('refusal_reason', 'text')
    .execute();
  // The book, newest first; and the public list of who gave in person, newest confirmed first.
  await db.schema
    .createIndex('cash_entries_book')
    .on('cash_entries')
    .columns(['fundraiser_id', 'recorded_at'])
    .execute();
  await db.schema
    .createIndex('cash_entries_confirmed')
    .on('cash_entries')
    .columns(['fundraiser_id', 'status', 'decided_at'])
    .execute();
  await db.schema
    .alterTable('fundraiser_balances')
    .addColumn('cash_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('fundraiser_balances')
    .addColumn('cash_supporters', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  // Back to a ledger without cash: its entries leave the books, and the totals they were part of.
  await sql`delete from ledger_entries where kind = 'cash'`.execute(db);
  await sql`update fundraiser_balances set raised_minor = raised_minor - cash_minor,
    supporters = supporters - cash_supporters`.execute(db);
  for (const column of ['cash_supporters', 'cash_minor'])
    await db.schema.alterTable('fundraiser_balances').dropColumn(column).execute();
  await db.schema.dropTable('cash_entries').execute();
}
