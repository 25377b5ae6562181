import type { Kysely } from 'kysely';

// A reviewer marks a live fundraiser's purpose as changed (D-262): until when its donors may have
// their gifts back at once, and when it changed (gifts made before then are theirs to ask back).

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('fundraisers').addColumn('purpose_changed_at', 'text').execute();
  await db.schema.alterTable('fundraisers').addColumn('purpose_window_until', 'text').execute();
}
