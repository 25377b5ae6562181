import { sql, type Kysely } from 'kysely';

// Paybill payments (Daraja C2B, D-213): one row per M-Pesa TransID, whatever Daraja sends twice,
// with the fields as they came, the fundraiser it was credited to (and its donation), or nothing
// yet while a reviewer has to decide; who decided and why.

/** A fundraiser's short code with look-alikes folded (O→0, I and L→1), as donors type it. */
export const PAYBILL_KEY_SQL = "replace(replace(replace(upper(short_code), 'O', '0'), 'I', '1'), 'L', '1')";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('c2b_payments')
    .addColumn('trans_id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_type', 'text')
    .addColumn('trans_time', 'text')
    .addColumn('trans_amount', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('business_short_code', 'text')
    .addColumn('bill_ref_number', 'text', (c) => c.notNull())
    .addColumn('msisdn', 'text')
    .addColumn('first_name', 'text')
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('org_account_balance', 'text')
    .addColumn('raw', 'text', (c) => c.notNull())
    // 'credited' (a donation), 'unallocated' (waiting for a reviewer) or 'refund' (to be sent back).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fundraiser_id', 'text', (c) => c.references('fundraisers.id'))
    .addColumn('donation_id', 'text', (c) => c.references('donations.id'))
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decision_reason', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('c2b_payments_status').on('c2b_payments').columns(['status', 'received_at']).execute();
  // Matching a typed account against every fundraiser's code is one indexed lookup, fast enough to
  // answer Daraja's validation within its 8 seconds.
  await db.schema
    .createIndex('fundraisers_paybill_key')
    .on('fundraisers')
    .expression(sql.raw(PAYBILL_KEY_SQL))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('fundraisers_paybill_key').execute();
  await db.schema.dropTable('c2b_payments').execute();
}
