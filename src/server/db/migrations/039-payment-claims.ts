import type { Kysely } from 'kysely';

// A donor's code check that found a payment no STK donation knows (D-245): the payment is kept
// unallocated for a reviewer, with the fundraiser the checker named kept beside it as their claim,
// never credited to it. An index finds the paybill credits an STK settlement without a receipt may
// be the same payment as (same amount, received since its push).

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('c2b_payments').addColumn('claimed_fundraiser_id', 'text').execute();
  await db.schema
    .createIndex('c2b_payments_by_amount')
    .on('c2b_payments')
    .columns(['amount_minor', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('c2b_payments_by_amount').execute();
  await db.schema.alterTable('c2b_payments').dropColumn('claimed_fundraiser_id').execute();
}
