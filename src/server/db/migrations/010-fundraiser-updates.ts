import type { Kysely } from 'kysely';

// Fundraiser updates: the organiser's dated news, shown on the public page and e-mailed
// to donors. `mail_claimed_at` is set by the one sender that takes an update's e-mails, so a
// retried request or a second instance never sends them twice. Donors choose on the donation
// sheet (and by the e-mail's unsubscribe link) whether they hear more: donations.updates_opt_out.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('fundraiser_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mail_claimed_at', 'text')
    .execute();
  // The public list, newest first, page by page.
  await db.schema
    .createIndex('fundraiser_updates_newest')
    .on('fundraiser_updates')
    .columns(['fundraiser_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .alterTable('donations')
    .addColumn('updates_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('fundraiser_updates').execute();
  await db.schema.alterTable('donations').dropColumn('updates_opt_out').execute();
}
