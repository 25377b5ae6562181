import type { Kysely } from 'kysely';

// When the person last chose the account's language themselves (D-251). Until they do, the
// account takes the language chosen on the device they sign in on; after, the device's choice
// still wins on that device, and the account's is what its e-mails and texts are written in.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('language_chosen_at', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('language_chosen_at').execute();
}
