import type { Selectable } from 'kysely';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import * as outbox from '../db/repositories/outbox.repository.ts';
import type { OutboxTable } from '../db/schema.ts';
import type { RecurringJob } from '../queue/job-runner.ts';
import type { Mailer } from '../services/mail.ts';
import { mailForgottenUpdates } from '../services/fundraiser-updates/update-mail.ts';
import { SMS_LEASE_SECONDS } from './sms-outbox.ts';

// The e-mails of the outbox (D-218), sent as its texts are (jobs/sms-outbox.ts): each due row
// claimed with a lease, marked sent only while the claim is still this worker's, tried again with
// growing gaps, failed on a permanent refusal. SMTP has no idempotency key; the row's id as the
// Message-ID makes the one possible duplicate (a crash right after the server took it) recognisable.

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const KEEP_DAYS = 30;
const iso = (ms: number) => new Date(ms).toISOString();
let lastPrune = 0;

export async function runMailOutbox(deps: { db: Db; mailer: Pick<Mailer, 'deliver'> }, now = Date.now()) {
  if (now - lastPrune > 3600_000) {
    lastPrune = now;
    await outbox.pruneSmsOutbox(deps.db, iso(now - KEEP_DAYS * 86_400_000), 'email');
  }
  let sent = 0;
  for (const { id } of await outbox.dueOutboxRows(deps.db, 'email', iso(now), BATCH)) {
    const claim = iso(now + SMS_LEASE_SECONDS * 1000);
    const row = await outbox.claimOutboxRow(deps.db, id, iso(now), claim);
    if (row && (await sendOne(deps, row, claim, now))) sent++;
  }
  return sent;
}

async function sendOne(
  deps: { db: Db; mailer: Pick<Mailer, 'deliver'> },
  row: Selectable<OutboxTable>,
  claim: string,
  now: number,
) {
  try {
    await deps.mailer.deliver({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      private: Boolean(row.private),
    });
  } catch (err) {
    const code = Number((err as { responseCode?: number }).responseCode);
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 300);
    const attempts = Number(row.attempts);
    // The address is never logged: e-mails may be private (receipts, updates).
    console.warn(`[mail] "${row.subject}" not delivered (attempt ${attempts}): ${error}`);
    const permanent = code >= 500 && code < 600;
    await outbox.finishOutboxRow(
      deps.db,
      row.id,
      claim,
      permanent || attempts >= MAX_ATTEMPTS
        ? { status: 'failed', last_error: error, claimed_until: null }
        : { last_error: error, claimed_until: null, send_after: iso(now + 30_000 * 2 ** (attempts - 1)) },
    );
    return false;
  }
  await outbox.finishOutboxRow(deps.db, row.id, claim, {
    status: 'sent',
    sent_at: new Date().toISOString(),
    claimed_until: null,
    last_error: null,
  });
  return true;
}

const report = (err: unknown) => console.error('[mail] outbox worker failed', err);

/**
 * Every two seconds, and at once when the outbox is woken (deps.sms.wake(): one wake for both
 * channels); once a minute it also writes the e-mails of updates nobody claimed (a crash between
 * posting and claiming).
 */
export function mailOutboxJob(deps: Deps): RecurringJob {
  let lastSweep = 0;
  const sweep = () => (Date.now() - lastSweep > 60_000 ? ((lastSweep = Date.now()), mailForgottenUpdates(deps)) : null);
  return {
    name: 'mail-outbox',
    everyMs: 2000,
    run: () => Promise.resolve(sweep()).then(() => runMailOutbox(deps)),
    report,
    onWake: (wake) => deps.sms.onWake(wake),
    timeoutSeconds: SMS_LEASE_SECONDS,
  };
}
