import type { Kysely } from 'kysely';

// A B2C refund tried again after M-Pesa said our utility account was short (1) carries a new
// OriginatorConversationID (D-263): Daraja refuses one it has seen. The count of earlier tries
// names it.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('refunds')
    .addColumn('b2c_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
