import type { Kysely } from 'kysely';

// A verification code carries the credentials of the sign-up that asked for it, so whoever proves
// the e-mail decides the account's password and names (not whoever signed up with it first).

export async function up(db: Kysely<unknown>) {
  for (const column of ['pending_password_hash', 'pending_firstname', 'pending_lastname']) {
    await db.schema.alterTable('verification_codes').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>) {
  for (const column of ['pending_password_hash', 'pending_firstname', 'pending_lastname']) {
    await db.schema.alterTable('verification_codes').dropColumn(column).execute();
  }
}
