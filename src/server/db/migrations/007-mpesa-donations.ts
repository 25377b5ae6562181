import { sql, type Kysely } from 'kysely';

// Money donations by M-Pesa (STK push). A donation row is written `pending` before its push is
// sent, so no payment Safaricom takes can lack a row; its callback token (only the hash is kept)
// and its CheckoutRequestID tie the callback and the status queries back to it.

export async function up(db: Kysely<unknown>) {
  await sql`update donations set status = 'succeeded' where status = 'completed'`.execute(db);
  await db.schema
    .alterTable('donations')
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const name of [
    'user_id',
    'phone',
    'email',
    'idempotency_key',
    'request_fingerprint',
    'callback_token_hash',
    'checkout_request_id',
    'merchant_request_id',
    'mpesa_receipt',
    'result_desc',
    'pushed_at',
    'completed_at',
    'next_query_at',
  ])
    await db.schema.alterTable('donations').addColumn(name, 'text').execute();
  await db.schema.alterTable('donations').addColumn('result_code', 'integer').execute();
  await db.schema
    .alterTable('donations')
    .addColumn('query_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('donations')
    .addColumn('follow_up', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('donations')
    .addColumn('test_payment', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One payment per CheckoutRequestID and per callback token; a retried POST finds its row by key.
  await db.schema.createIndex('donations_checkout').unique().on('donations').column('checkout_request_id').execute();
  await db.schema
    .createIndex('donations_callback_token')
    .unique()
    .on('donations')
    .column('callback_token_hash')
    .execute();
  await db.schema.createIndex('donations_idempotency').unique().on('donations').column('idempotency_key').execute();
  // The status-query job's work list, and the "another push to this number so soon?" check.
  await db.schema.createIndex('donations_next_query').on('donations').column('next_query_at').execute();
  await db.schema.createIndex('donations_phone').on('donations').columns(['phone', 'pushed_at']).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const index of [
    'donations_checkout',
    'donations_callback_token',
    'donations_idempotency',
    'donations_next_query',
    'donations_phone',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
}
