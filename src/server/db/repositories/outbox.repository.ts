import type { Updateable } from 'kysely';
import type { Db } from '../client.ts';
import type { OutboxChannel, OutboxTable } from '../schema.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

// The one outbox of notifications, both channels (D-210, D-218). A text, or an e-mail tied to an
// event, is written 'pending' in the transaction of that event, and a worker claims it with a
// lease, sends it and records the answer (jobs/sms-outbox.ts, jobs/mail-outbox.ts). Demo mode's
// e-mails that answer a request are written here already sent.

export const addToOutbox = (db: Db, mail: { to: string; subject: string; text: string }) =>
  db
    .insertInto('outbox')
    .values({
      id: newId(),
      to_address: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      created_at: nowIso(),
    })
    .execute();

/**
 * An e-mail to send (D-218), written in the transaction of the event that causes it; the mail
 * worker (jobs/mail-outbox.ts) sends it. `private`: its text is never printed to the demo log.
 */
export async function queueMail(db: Db, mail: { to: string; subject: string; text: string; private?: boolean }) {
  const id = newId();
  await db
    .insertInto('outbox')
    .values({
      id,
      channel: 'email',
      status: 'pending',
      to_address: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      private: mail.private ? 1 : 0,
      send_after: null,
      created_at: nowIso(),
    })
    .execute();
  // The row's id: what wrote it may keep it (a pledge reminder shows its e-mail's state, D-235).
  return id;
}

export const readOutbox = (db: Db, to: string) =>
  db
    .selectFrom('outbox')
    .select(['to_address as to', 'subject', 'text', 'created_at'])
    .where('channel', '=', 'email')
    .where('to_address', '=', to.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** An SMS to send, to a number as 2547…; `sendAfter` null means at once. Call inside the event's transaction. */
export async function queueSms(db: Db, sms: { to: string; text: string; purpose: string; sendAfter: string | null }) {
  const id = newId();
  await db
    .insertInto('outbox')
    .values({
      id,
      channel: 'sms',
      status: 'pending',
      to_address: sms.to,
      subject: sms.purpose,
      text: sms.text,
      send_after: sms.sendAfter,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** The texts written to a number, newest first (demo mode's GET /dev/sms-outbox). */
export const readSmsOutbox = (db: Db, to: string) =>
  db
    .selectFrom('outbox')
    .select(['to_address as to', 'text', 'status', 'created_at', 'send_after', 'sent_at'])
    .where('channel', '=', 'sms')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** Pending rows whose time has come and whose lease, if any, has run out. */
export const dueOutboxRows = (db: Db, channel: OutboxChannel, now: string, limit: number) =>
  db
    .selectFrom('outbox')
    .select('id')
    .where('channel', '=', channel)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('send_after', 'is', null), eb('send_after', '<=', now)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();

/**
 * Takes the row for one worker until `until`, in one conditional update: of two workers (or two
 * instances) only one gets it, and a lease left by a worker that died may be taken once it ends.
 */
export const claimOutboxRow = (db: Db, id: string, now: string, until: string) =>
  db
    .updateTable('outbox')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();

/** Records what came of a claimed row; only while the claim is still this worker's. */
export const finishOutboxRow = (db: Db, id: string, claim: string, patch: Updateable<OutboxTable>) =>
  db.updateTable('outbox').set(patch).where('id', '=', id).where('claimed_until', '=', claim).execute();

/** Finished rows written before `before`: a number or an address and its texts are kept only as long as support needs them. */
export const pruneSmsOutbox = (db: Db, before: string, channel: OutboxChannel = 'sms') =>
  db
    .deleteFrom('outbox')
    .where('channel', '=', channel)
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', before)
    .execute();
