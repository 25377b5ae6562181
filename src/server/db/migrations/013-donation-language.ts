import type { Kysely } from 'kysely';

// The language of the request that made a donation ('en' or 'sw'): its donor may have no account,
// so this is the language their e-mailed receipt and the fundraiser's update e-mails are written
// in. Donations made before it read as English, as their e-mails were.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('donations')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('donations').dropColumn('language').execute();
}
