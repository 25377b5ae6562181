import { type Kysely, sql } from 'kysely';

// A verification code belongs to the sign-up (or sign-in) that asked for it, in the browser that
// asked for it: each attempt is its own row, found by the hash of a secret held in that browser's
// HttpOnly cookie. A second sign-up of the same address neither voids the first attempt's code nor
// lets its code complete the first one. Codes in flight when this runs are dropped: their owners
// sign in (or up) again and press Resend Code.

export async function up(db: Kysely<unknown>) {
  await sql`drop table if exists verification_codes`.execute(db);
  await db.schema
    .createTable('verification_attempts')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_password_hash', 'text')
    .addColumn('pending_firstname', 'text')
    .addColumn('pending_lastname', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_attempts_user').on('verification_attempts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists verification_attempts`.execute(db);
  await db.schema
    .createTable('verification_codes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('pending_password_hash', 'text')
    .addColumn('pending_firstname', 'text')
    .addColumn('pending_lastname', 'text')
    .execute();
}
