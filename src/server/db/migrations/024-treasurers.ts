import { sql, type Kysely } from 'kysely';

// A fundraiser's treasurers (D-205): an invitation by e-mail (only its token's hash kept, with an
// expiry), accepted by the account of that address, later removed. One row per invitation; a row
// whose `removed_at` is set is history and no longer counts.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('fundraiser_treasurers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('accepted_at', 'text')
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema
    .createIndex('fundraiser_treasurers_token')
    .on('fundraiser_treasurers')
    .column('token_hash')
    .unique()
    .execute();
  // One standing invitation or membership per address, and per account, on a fundraiser.
  await db.schema
    .createIndex('fundraiser_treasurers_email')
    .on('fundraiser_treasurers')
    .columns(['fundraiser_id', 'email_address'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('fundraiser_treasurers_user')
    .on('fundraiser_treasurers')
    .columns(['fundraiser_id', 'user_id'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('fundraiser_treasurers_of_user').on('fundraiser_treasurers').column('user_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('fundraiser_treasurers').execute();
}
