import { maskPhone } from '#shared/phone.ts';
import type { Db } from '../db/client.ts';
import * as outbox from '../db/repositories/outbox.repository.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import { isSuppressed, suppressNumber } from '../db/repositories/sms-delivery.repository.ts';
import type { OutboxTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { SmsGatewayError, type SmsClient } from '../services/sms/sms-client.ts';
import type { Sms } from '../services/sms/sms.ts';
import { isCodePurpose, sendableFrom } from '../services/sms/quiet-hours.ts';

// A claimed SMS that is not finished within this long belongs to a worker that died: another may
// take it then (D-210).
export const SMS_LEASE_SECONDS = 60;
const BATCH = 20;
// A text the gateway could not take is tried again after 30 s, 1 min, 2 min… and given up after this.
const MAX_ATTEMPTS = 8;

// Sent and failed texts are deleted after this long (D-210): enough to answer "did my text go?".
const KEEP_DAYS = 30;

const iso = (ms: number) => new Date(ms).toISOString();
let lastPrune = 0;

/**
 * Sends the SMS rows that are due, each claimed first (a conditional update with a lease), so two
 * workers never send one row and a worker that dies leaves it to the next after the lease. A row
 * is marked sent only after the gateway took it; the gap between the two is the one place a text
 * can go twice (a crash right there), never lost. Numbers are logged masked (0712 ••• 678).
 */
export async function runSmsOutbox(deps: { db: Db; sms: Pick<Sms, 'client'> }, now = Date.now()) {
  if (now - lastPrune > 3600_000) {
    lastPrune = now;
    await outbox.pruneSmsOutbox(deps.db, iso(now - KEEP_DAYS * 86_400_000));
  }
  let sent = 0;
  for (const { id } of await outbox.dueOutboxRows(deps.db, 'sms', iso(now), BATCH)) {
    const claim = iso(now + SMS_LEASE_SECONDS * 1000);
    const row = await outbox.claimOutboxRow(deps.db, id, iso(now), claim);
    if (row && (await sendOne(deps.db, deps.sms.client, row, claim, now))) sent++;
  }
  return sent;
}

async function sendOne(db: Db, client: SmsClient, row: Selectable<OutboxTable>, claim: string, now: number) {
  const who = `${row.subject} to ${maskPhone(row.to_address)}`;
  // A number that opted out (406) is never texted again, whatever wrote the text (D-219).
  if (await isSuppressed(db, row.to_address)) {
    await retryOrFail(db, row, claim, now, 'opted out (suppressed)', true);
    return false;
  }
  try {
    const outcome = await client.send(`+${row.to_address}`, row.text);
    if (outcome.kind === 'sent') {
      await outbox.finishOutboxRow(db, row.id, claim, {
        status: 'sent',
        sent_at: new Date().toISOString(),
        provider_message_id: outcome.messageId,
        claimed_until: null,
        last_error: null,
      });
      return true;
    }
    const error = `${outcome.statusCode} ${outcome.status}`;
    console.warn(`[sms] ${who} refused: ${error}${outcome.permanent ? ' (not retried)' : ''}`);
    if (outcome.statusCode === 406) await suppressNumber(db, row.to_address, error);
    await retryOrFail(db, row, claim, now, error, outcome.permanent);
  } catch (err) {
    if (!(err instanceof SmsGatewayError)) throw err;
    console.warn(`[sms] ${who} not sent: ${err.message}`);
    await retryOrFail(db, row, claim, now, err.message, false);
  }
  return false;
}

function retryOrFail(
  db: Db,
  row: Selectable<OutboxTable>,
  claim: string,
  now: number,
  error: string,
  permanent: boolean,
) {
  const attempts = Number(row.attempts);
  if (permanent || attempts >= MAX_ATTEMPTS) {
    return outbox.finishOutboxRow(db, row.id, claim, { status: 'failed', last_error: error, claimed_until: null });
  }
  // A retry of anything but a code waits for the morning too, if its time falls in quiet hours.
  const next = sendableFrom(new Date(now + 30_000 * 2 ** (attempts - 1)), isCodePurpose(row.subject));
  return outbox.finishOutboxRow(db, row.id, claim, {
    last_error: error.slice(0, 300),
    claimed_until: null,
    send_after: next.toISOString(),
  });
}

const report = (err: unknown) => console.error('[sms] outbox worker failed', err);

/** Every two seconds, and at once when a code is written (deps.sms.wake()). */
export const smsOutboxJob = (deps: { db: Db; sms: Sms }): RecurringJob => ({
  name: 'sms-outbox',
  everyMs: 2000,
  run: () => runSmsOutbox(deps),
  report,
  onWake: (wake) => deps.sms.onWake(wake),
  timeoutSeconds: SMS_LEASE_SECONDS,
});
