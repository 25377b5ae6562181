import type { Kysely } from 'kysely';

// Who an individual fundraiser's money is for (D-170): both null when it is for the organiser,
// else the person's name and their relationship to the organiser (a key of the short list).

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('fundraiser_details').addColumn('beneficiary_name', 'text').execute();
  await db.schema.alterTable('fundraiser_details').addColumn('beneficiary_relationship', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('fundraiser_details').dropColumn('beneficiary_relationship').execute();
  await db.schema.alterTable('fundraiser_details').dropColumn('beneficiary_name').execute();
}
