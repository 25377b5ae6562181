import type { Kysely } from 'kysely';

// Reversals M-Pesa made without us (D-259): a payer's own reversal (an SMS to 456), found in the
// paybill's statement. One row per reversal receipt, and one per original receipt: M-Pesa reverses a
// payment once.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('mpesa_reversals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The reversal's own receipt, as the statement names it.
    .addColumn('receipt', 'text', (c) => c.notNull().unique())
    // The payment it reversed (the statement's Linked Transaction ID).
    .addColumn('original_receipt', 'text', (c) => c.notNull().unique())
    // The gift it reversed and its fundraiser; null when no gift of ours was paid by that receipt.
    .addColumn('donation_id', 'text', (c) => c.references('donations.id'))
    .addColumn('fundraiser_id', 'text', (c) => c.references('fundraisers.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // 'debited' (its `reversal` entry written), 'refunded' (the gift was already going back: a
    // reviewer looks) or 'unknown' (no gift of ours).
    .addColumn('outcome', 'text', (c) => c.notNull())
    // What was already paid out of it when found: a debt the next gifts repay.
    .addColumn('owed_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reversed_at', 'text', (c) => c.notNull())
    .addColumn('found_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mpesa_reversals_of_fundraiser')
    .on('mpesa_reversals')
    .columns(['fundraiser_id'])
    .execute();
}
