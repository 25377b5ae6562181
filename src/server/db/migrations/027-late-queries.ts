import type { Kysely } from 'kysely';

// No payment left in limbo (D-216): how many late status queries a donation has had and what the
// last query learned (for reviewers), and each "I paid but it's not showing" check by M-Pesa code,
// whose answer Daraja posts later to the check's own token URL.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('donations')
    .addColumn('late_queries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('donations').addColumn('last_query_outcome', 'text').execute();
  await db.schema.alterTable('donations').addColumn('last_query_at', 'text').execute();
  await db.schema
    .createTable('mpesa_code_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('mpesa_code', 'text', (c) => c.notNull())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    // Set in the transaction that credits a payment found by its code: unique, so a code counts once.
    .addColumn('credited_receipt', 'text', (c) => c.unique())
    .addColumn('donation_id', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema.createIndex('donations_mpesa_receipt').on('donations').column('mpesa_receipt').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('donations_mpesa_receipt').execute();
  await db.schema.dropTable('mpesa_code_checks').execute();
  for (const column of ['last_query_at', 'last_query_outcome', 'late_queries'])
    await db.schema.alterTable('donations').dropColumn(column).execute();
}
