import type { Kysely } from 'kysely';

// Money going back to donors (D-256): each refund, written with its `refund` ledger entry before
// anything is asked of M-Pesa, so an unknown outcome is asked about, never sent again blindly; a
// donor's request for their gift back and its decision; when a reviewer took a fundraiser down.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('refunds')
    // Our id: a B2C refund's OriginatorConversationID.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    // A gift goes back once, whatever asked for it.
    .addColumn('donation_id', 'text', (c) => c.notNull().unique().references('donations.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // 'take_down' or 'donor'.
    .addColumn('cause', 'text', (c) => c.notNull())
    // 'reversal' (the receipt given back whole), 'b2c' (to the number that paid) or 'claim' (the
    // number is masked: its payer claims it with their M-Pesa code).
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('party', 'text')
    .addColumn('receipt', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('daraja_originator_id', 'text')
    .addColumn('conversation_id', 'text')
    .addColumn('result_code', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('mpesa_receipt', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('next_check_at', 'text')
    .addColumn('queries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_due').on('refunds').columns(['status', 'next_check_at']).execute();
  await db.schema.createIndex('refunds_of_fundraiser').on('refunds').columns(['fundraiser_id', 'status']).execute();
  await db.schema
    .createTable('refund_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One request per gift: asked again, the first answers.
    .addColumn('donation_id', 'text', (c) => c.notNull().unique().references('donations.id'))
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    // 'open', then 'approved' or 'rejected'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decision_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('refund_requests_of_fundraiser')
    .on('refund_requests')
    .columns(['fundraiser_id', 'status'])
    .execute();
  await db.schema.alterTable('fundraisers').addColumn('taken_down_at', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('fundraisers').dropColumn('taken_down_at').execute();
  await db.schema.dropTable('refund_requests').execute();
  await db.schema.dropTable('refunds').execute();
}
