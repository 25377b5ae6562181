import type { Kysely } from 'kysely';

// Approvals of withdrawals (D-202): one row per person and withdrawal, each confirmed by a code sent
// by SMS to that person's verified phone; the primary key makes a person's approvals count once.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('withdrawal_approvals')
    .addColumn('withdrawal_id', 'text', (c) => c.notNull().references('withdrawals.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdrawal_approvals_pk', ['withdrawal_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('withdrawal_approvals').execute();
}
