import { sql, type Kysely } from 'kysely';
import { accountNumberOf } from '#shared/account-number.ts';

// Numeric paybill accounts (D-254): one counter hands out numbers to fundraisers and pledges alike,
// so no fundraiser's account is ever a pledge's. Numbers start at 1000 (five-digit accounts with
// the check digit); those here already get theirs in the order they were made.

export const FIRST_ACCOUNT = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was
async function number(db: Kysely<any>, table: 'fundraisers' | 'pledges', next: number) {
  const rows: { id: string }[] = await db.selectFrom(table).select('id').orderBy('created_at').orderBy('id').execute();
  for (const { id } of rows) {
    await db
      .updateTable(table)
      .set({ account_number: accountNumberOf(next++) })
      .where('id', '=', id)
      .execute();
  }
  return next;
}

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of ['fundraisers', 'pledges'] as const) {
    await db.schema.alterTable(table).addColumn('account_number', 'text').execute();
    await db.schema.createIndex(`${table}_account_number`).on(table).column('account_number').unique().execute();
  }
  let next = await number(db, 'fundraisers', FIRST_ACCOUNT);
  next = await number(db, 'pledges', next);
  await sql`insert into counters (name, value) values ('account_number', ${next})`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['fundraisers', 'pledges'] as const) {
    await db.schema.dropIndex(`${table}_account_number`).execute();
    await db.schema.alterTable(table).dropColumn('account_number').execute();
  }
  await db.schema.dropTable('counters').execute();
}
