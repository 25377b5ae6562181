import type { Kysely } from 'kysely';

// Every moderation decision (approve, reject, close), one row each: who, when, what, which
// fundraiser and why. Written in the transaction that changes the fundraiser's status, so no
// decision happens unrecorded; rows are never changed or deleted (the record is the point).

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('moderation_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    // Null when taken from the command line (`npm run admin`), which has no signed-in reviewer.
    .addColumn('reviewer_id', 'text', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_decisions_newest')
    .on('moderation_decisions')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('moderation_decisions').execute();
}
