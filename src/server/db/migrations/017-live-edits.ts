import type { Kysely } from 'kysely';

// When the owner last changed a live fundraiser (its story, title, goal or photos), shown on the
// public page as 'Updated {date}' (decisions log D-175): donors who gave on what the page said
// then can see it has changed since. Edits made while Pending Review leave it empty: nobody had
// been shown anything yet.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('fundraisers').addColumn('edited_at', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('fundraisers').dropColumn('edited_at').execute();
}
