import type { Kysely } from 'kysely';

// Payouts (D-208): each request to M-Pesa to pay part of a withdrawal, written before the
// request leaves so an unknown outcome is asked about, never sent again blindly; the one switch that
// stops every payout after an initiator error; and what a withdrawal waits for once approved.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('payouts')
    // Our id: B2C's OriginatorConversationID.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'text', (c) => c.notNull().references('withdrawals.id'))
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('party_b', 'text', (c) => c.notNull())
    .addColumn('account_reference', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('conversation_id', 'text')
    .addColumn('daraja_originator_id', 'text')
    .addColumn('result_code', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('mpesa_receipt', 'text')
    .addColumn('receiver_name', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('next_check_at', 'text')
    .addColumn('queries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payouts_of_withdrawal').on('payouts').columns(['withdrawal_id', 'part']).execute();
  await db.schema.createIndex('payouts_due').on('payouts').columns(['status', 'next_check_at']).execute();
  await db.schema
    .createTable('payout_controls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('paused_reason', 'text')
    .addColumn('paused_at', 'text')
    .addColumn('resumed_by', 'text')
    .addColumn('utility_balance_minor', 'bigint')
    .addColumn('balance_at', 'text')
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('wait_reason', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('retry_at', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('paid_at', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('failure_reason', 'text').execute();
  await db.schema.alterTable('payout_destinations').addColumn('name_check', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('payout_destinations').dropColumn('name_check').execute();
  for (const column of ['failure_reason', 'paid_at', 'retry_at', 'wait_reason'])
    await db.schema.alterTable('withdrawals').dropColumn(column).execute();
  await db.schema.dropTable('payout_controls').execute();
  await db.schema.dropTable('payouts').execute();
}
