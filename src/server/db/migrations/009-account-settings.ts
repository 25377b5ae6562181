import type { Kysely } from 'kysely';

// Account settings (spec: /dashboard/settings) and account deletion. `language` is the account's
// choice of 'en' or 'sw'; `notification_emails` (0/1, on by default) governs the e-mails that are
// not about the account's security; `deleted_at` marks an account erased at its owner's request
// (the row stays, anonymised, so fundraisers and donations keep their history and totals).

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notification_emails', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  for (const column of ['deleted_at', 'notification_emails', 'language'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
