import type { Kysely } from 'kysely';

// Reconcile against M-Pesa's own word (D-246).
// - payouts.verified_*: what a Transaction Status query said of a paid payout, asked once after it
//   was paid (or the status answer that found it paid): M-Pesa's amount and receipt, or its code.
// - money_alerts: a difference the payouts worker found when it closed a withdrawal, for reviewers.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('payouts').addColumn('verified_at', 'text').execute();
  await db.schema.alterTable('payouts').addColumn('verified_result', 'text').execute();
  await db.schema.alterTable('payouts').addColumn('verified_amount_minor', 'bigint').execute();
  await db.schema.alterTable('payouts').addColumn('verified_receipt', 'text').execute();
  await db.schema.alterTable('payouts').addColumn('verify_after', 'text').execute();
  // The worker looks for paid payouts not yet verified every second or two: never a scan of all.
  await db.schema.createIndex('payouts_unverified').on('payouts').columns(['status', 'verified_at']).execute();
  await db.schema
    .createTable('money_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('money_alerts').execute();
  await db.schema.dropIndex('payouts_unverified').execute();
  for (const column of ['verify_after', 'verified_receipt', 'verified_amount_minor', 'verified_result', 'verified_at'])
    await db.schema.alterTable('payouts').dropColumn(column).execute();
}
