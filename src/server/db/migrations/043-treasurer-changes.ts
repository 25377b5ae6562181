import type { Kysely } from 'kysely';

// A change of treasurers asked for while the fundraiser holds money (D-255): a new treasurer or the
// removal of one, made only once a majority of the active treasurers has approved it, each with an
// SMS code, as they approve withdrawals. At most one is open per fundraiser.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('treasurer_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    // 'add' (an invitation to email_address) or 'remove' (the treasurer row treasurer_id).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('treasurer_id', 'text', (c) => c.references('fundraiser_treasurers.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('approvals_needed', 'integer', (c) => c.notNull())
    // 'open', then 'made' or 'cancelled'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('treasurer_changes_fundraiser')
    .on('treasurer_changes')
    .columns(['fundraiser_id', 'status'])
    .execute();
  await db.schema
    .createTable('treasurer_change_approvals')
    .addColumn('change_id', 'text', (c) => c.notNull().references('treasurer_changes.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('treasurer_change_approvals_pk', ['change_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('treasurer_change_approvals').execute();
  await db.schema.dropTable('treasurer_changes').execute();
}
