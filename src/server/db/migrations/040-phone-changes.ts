import type { Kysely } from 'kysely';

// When an account's verified phone last gave way to another (D-249): approvals and payout changes
// by code wait a day after it, so a stolen session that re-binds the phone cannot move money at once.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('phone_changed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('phone_changed_at').execute();
}
