import type { Kysely } from 'kysely';

// A requested e-mail change waits here until the new address is proven with a code; the old
// address keeps the account meanwhile and holds an undo link. Only hashes of the code and of the
// undo token are stored, so a leaked database grants neither.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_email', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('code_expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('undo_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('undo_expires_at', 'text', (c) => c.notNull())
    .addColumn('undo_used_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('email_changes').execute();
}
