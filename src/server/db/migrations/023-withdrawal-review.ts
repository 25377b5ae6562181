import type { Kysely } from 'kysely';

// A reviewer's look at a fundraiser's first withdrawal and at large ones (D-204): whether it needs
// one, who gave it and when, and why a reviewer refused one.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('withdrawals')
    .addColumn('review_needed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('reviewed_by', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('reviewed_at', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('rejection_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  for (const column of ['rejection_reason', 'reviewed_at', 'reviewed_by', 'review_needed'])
    await db.schema.alterTable('withdrawals').dropColumn(column).execute();
}
