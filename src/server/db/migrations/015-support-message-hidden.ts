import type { Kysely } from 'kysely';

// Words of support (a donation's `message`) are shown on the fundraiser's page; its owner may hide
// one (D-171). Hidden, not deleted: the owner still sees it, marked, and can show it again; the
// donor's receipt and the owner's own lists keep it.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('donations').addColumn('message_hidden_at', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('donations').dropColumn('message_hidden_at').execute();
}
