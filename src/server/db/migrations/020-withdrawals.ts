import { sql, type Kysely } from 'kysely';

// Withdrawals (D-200): one row per request to take raised money out; what it moves is in the
// ledger (block when requested, release when it ends unpaid).

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('fee_minor', 'bigint', (c) => c.notNull().check(sql`fee_minor >= 0`))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('approvals_needed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_of_fundraiser')
    .on('withdrawals')
    .columns(['fundraiser_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('withdrawals').execute();
}
