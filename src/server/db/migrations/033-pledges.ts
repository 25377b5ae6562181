import { sql, type Kysely } from 'kysely';

// Pledges (ahadi, D-230…D-233): a promise beside the money, never counted as raised. A pledge's
// status is derived when read from its `state` (unconfirmed, confirmed, released), its due dates
// and `paid_minor`, the sum of the parts of payments linked to it (pledge_payments, one row per
// donation at most). Its SMS code lives in the attempt engine of every other code
// (verification_attempts), which therefore no longer needs an account: a pledger has none.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('pledges')
    // A short random code (it is in the pledger's SMS link); the link's secret is the token.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fundraiser_id', 'text', (c) => c.notNull().references('fundraisers.id'))
    // The fundraiser's pledge number (1, 2, …): "pledge 14" at the committee meeting.
    .addColumn('number', 'integer', (c) => c.notNull())
    // What a pledger types as the paybill account ('{short_code}-{number}'), and its folded key.
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('reference_key', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('paid_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    // The (first) due date, a Nairobi calendar date YYYY-MM-DD; later instalments follow by period.
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('instalments', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('period', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('display_name', 'text')
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('released_at', 'text')
    // For the reminders (their own migration adds what else they need).
    .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reminded_at', 'text')
    .addUniqueConstraint('pledges_fundraiser_number', ['fundraiser_id', 'number'])
    .execute();
  await db.schema.createIndex('pledges_reference_key').on('pledges').column('reference_key').execute();
  await db.schema.createIndex('pledges_fundraiser_state').on('pledges').columns(['fundraiser_id', 'state']).execute();
  await db.schema.createIndex('pledges_phone').on('pledges').columns(['phone', 'fundraiser_id']).execute();

  // One succeeded donation is linked to at most one pledge (the primary key), with the part of it
  // the pledge took; the rest of it stays a plain gift.
  await db.schema
    .createTable('pledge_payments')
    .addColumn('donation_id', 'text', (c) => c.primaryKey().references('donations.id'))
    .addColumn('pledge_id', 'text', (c) => c.notNull().references('pledges.id'))
    .addColumn('applied_minor', 'bigint', (c) => c.notNull())
    // 'stk' (the pledge's own Pay now), 'paybill' (its reference as the account), 'phone'.
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pledge_payments_pledge').on('pledge_payments').column('pledge_id').execute();

  // The pledge a Pay now donation was started for, linked when it succeeds. No foreign key: SQLite
  // cannot drop a column that has one (down), and a pledge is never deleted.
  await db.schema.alterTable('donations').addColumn('pledge_id', 'text').execute();

  await rebuildAttempts(db, true);
}

/**
 * verification_attempts with user_id nullable (up) or required again (down). Neither database
 * changes a column's NOT NULL the same way (SQLite not at all), so the table is rebuilt.
 */
async function rebuildAttempts(db: Kysely<unknown>, nullable: boolean) {
  if (!nullable) await sql`delete from verification_attempts where user_id is null`.execute(db);
  await db.schema
    .createTable('verification_attempts_new')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      nullable ? c.references('users.id').onDelete('cascade') : c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_password_hash', 'text')
    .addColumn('pending_firstname', 'text')
    .addColumn('pending_lastname', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('pending_phone', 'text')
    .execute();
  await sql`insert into verification_attempts_new (id_hash, user_id, code_hash, expires_at, attempts,
    pending_password_hash, pending_firstname, pending_lastname, created_at, pending_phone)
    select id_hash, user_id, code_hash, expires_at, attempts, pending_password_hash, pending_firstname,
    pending_lastname, created_at, pending_phone from verification_attempts`.execute(db);
  await db.schema.dropTable('verification_attempts').execute();
  await sql`alter table verification_attempts_new rename to verification_attempts`.execute(db);
  await db.schema.createIndex('verification_attempts_user').on('verification_attempts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await rebuildAttempts(db, false);
  await db.schema.alterTable('donations').dropColumn('pledge_id').execute();
  await db.schema.dropTable('pledge_payments').execute();
  await db.schema.dropTable('pledges').execute();
}
