import { sql, type Kysely } from 'kysely';

// Pledge reminders (D-234…D-236).
// - sms_opt_outs: numbers that texted STOP (or ACHA, ONDOKA, TOKA) to our shortcode: they get no
//   more pledge reminders, ever, unless they text START (or ANZA). Codes they ask for and receipts
//   of payments they make still reach them.
// - pledge_reminder_settings: a fundraiser owner's schedule (none: the defaults).
// - pledge_reminders: every reminder sent, one row per scheduled occasion (`slot`, unique per
//   pledge), written in the transaction that writes its texts to the outbox: the row is the claim
//   that makes two job runs or two instances remind once.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('sms_opt_outs')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    // The word the person sent, upper-cased (STOP, ACHA…), and the gateway's id of that message.
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pledge_reminder_settings')
    .addColumn('fundraiser_id', 'text', (c) => c.primaryKey().references('fundraisers.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('every_days', 'integer', (c) => c.notNull())
    .addColumn('max_after', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pledge_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pledge_id', 'text', (c) => c.notNull().references('pledges.id'))
    // '2:before', '2:due', '2:after1'… (instalment and occasion), or 'manual:YYYY-MM-DD' (Nairobi).
    .addColumn('slot', 'text', (c) => c.notNull())
    // The outbox rows of its texts: the SMS (its delivery report) and the e-mail, if any. No
    // foreign keys: sent rows are pruned after 30 days (D-210), the reminder stays.
    .addColumn('sms_outbox_id', 'text')
    .addColumn('email_outbox_id', 'text')
    // The owner or treasurer who sent it now; null for the schedule's.
    .addColumn('sent_by', 'text')
    // When it leaves, on the server's calendar (lib/clock.ts): when written, or 08:00 after quiet hours.
    .addColumn('send_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pledge_reminders_slot', ['pledge_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table pledge_reminders`.execute(db);
  await sql`drop table pledge_reminder_settings`.execute(db);
  await sql`drop table sms_opt_outs`.execute(db);
}
