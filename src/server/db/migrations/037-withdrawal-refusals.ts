import type { Kysely } from 'kysely';

// Who refused a withdrawal (D-244): a reviewer, or one of the fundraiser's treasurers, whose
// refusal the owner reads as the committee's, not the platform's.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('withdrawals').addColumn('rejected_by', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('rejected_as', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('withdrawals').dropColumn('rejected_as').execute();
  await db.schema.alterTable('withdrawals').dropColumn('rejected_by').execute();
}
