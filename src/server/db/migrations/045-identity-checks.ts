import { sql, type Kysely } from 'kysely';

// Organisers and treasurers prove who they are before money leaves (D-258): a document's number,
// its photo and a selfie, a reviewer's decision, and the documents deleted 30 days after it while
// the decision and its date stay.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('identity_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // 'national_id' or 'passport'.
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('document_number', 'text')
    // Private photos (media keys under identity/, never served by /media/); null once deleted.
    .addColumn('document_key', 'text')
    .addColumn('selfie_key', 'text')
    // 'pending', then 'approved' or 'rejected'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('documents_deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_checks_of_user')
    .on('identity_checks')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('identity_checks_by_status')
    .on('identity_checks')
    .columns(['status', 'created_at'])
    .execute();
  // One waiting check per person: a second submission while one waits is refused, not queued.
  await db.schema
    .createIndex('identity_checks_one_pending')
    .on('identity_checks')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('identity_checks').execute();
}
