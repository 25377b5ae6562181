import { type Kysely, sql } from 'kysely';

// What the gateway later says about a text, and the numbers never texted again (D-219); e-mails
// through the same outbox as texts (D-218).
// - outbox.delivery_status / delivery_reason / reported_at: Africa's Talking's delivery report
//   (Success, Failed, Rejected…), found by the gateway's message id (provider_message_id, indexed).
// - outbox.private: an e-mail whose text is never printed to the demo log (a receipt's link).
// - sms_suppressions: a number that answered 406 UserInBlacklist (opted out), checked when sending.

export async function up(db: Kysely<unknown>) {
  for (const name of ['delivery_status', 'delivery_reason', 'reported_at']) {
    await db.schema.alterTable('outbox').addColumn(name, 'text').execute();
  }
  await db.schema
    .alterTable('outbox')
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('outbox_provider_message').on('outbox').column('provider_message_id').execute();
  await db.schema
    .createTable('sms_suppressions')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sms_suppressions').execute();
  await sql`drop index if exists outbox_provider_message`.execute(db);
  for (const name of ['private', 'reported_at', 'delivery_reason', 'delivery_status']) {
    await db.schema.alterTable('outbox').dropColumn(name).execute();
  }
}
