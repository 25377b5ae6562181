import { type Kysely, sql } from 'kysely';

// A verified phone number on accounts, and SMS through the one outbox (D-210, D-211).
// - users.phone (2547…/2541…, the form src/shared/phone.ts writes) and phone_verified_at: null
//   until the number has proven itself with a code sent to it.
// - verification_attempts.pending_phone: the number a phone code is for, applied when the code is
//   right (the attempt engine of e-mail codes, reused).
// - outbox: one table for both channels. Rows already there are demo e-mails, kept as 'sent'.
//   An SMS row is 'pending' until a worker claims it (claimed_until, a lease) and the gateway takes
//   it; send_after holds a text written in quiet hours until 08:00 Nairobi.

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'text').execute();
  await db.schema.alterTable('verification_attempts').addColumn('pending_phone', 'text').execute();
  const columns: [string, 'text' | 'integer', string | number | null][] = [
    ['channel', 'text', 'email'],
    ['status', 'text', 'sent'],
    ['send_after', 'text', null],
    ['claimed_until', 'text', null],
    ['attempts', 'integer', 0],
    ['sent_at', 'text', null],
    ['last_error', 'text', null],
    ['provider_message_id', 'text', null],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('outbox')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  // The worker's query: pending rows by when they may go.
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'send_after']).execute();
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index if exists outbox_due`.execute(db);
  for (const name of ['provider_message_id', 'last_error', 'sent_at', 'attempts', 'claimed_until', 'send_after']) {
    await db.schema.alterTable('outbox').dropColumn(name).execute();
  }
  await sql`delete from outbox where channel <> 'email'`.execute(db);
  await db.schema.alterTable('outbox').dropColumn('status').execute();
  await db.schema.alterTable('outbox').dropColumn('channel').execute();
  await db.schema.alterTable('verification_attempts').dropColumn('pending_phone').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
  await db.schema.alterTable('users').dropColumn('phone').execute();
}
