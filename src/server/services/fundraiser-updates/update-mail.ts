import type { Deps } from '../../deps.ts';
import type { Language } from '#shared/languages.ts';
import {
  claimMailing,
  donorLanguages,
  unmailedUpdates,
  updateRecipients,
} from '../../db/repositories/fundraiser-updates.repository.ts';
import { queueMail } from '../../db/repositories/outbox.repository.ts';
import { leaseCutoff } from '../../lib/lease.ts';
import { fullName } from '../../lib/serializers.ts';
import { nowIso } from '../../lib/time.ts';
import { mailTexts } from '../../mail-texts/index.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

export interface MailedUpdate {
  id: string;
  fundraiserId: string;
  shortCode: string;
  title: string;
  organiser: string;
  body: string;
}

/**
 * Writes a new update's e-mails to the outbox (D-218) for the donors who asked for updates: one
 * message per address (no donor sees another's), each with its own unsubscribe link, in the
 * language of that address's latest donation to the fundraiser. The claim and the rows commit
 * together, so whoever calls it they are written once, and a crash before leaves the update to
 * mailForgottenUpdates. The mails are private: no address or text in the log.
 */
export async function mailUpdate(deps: Deps, update: MailedUpdate) {
  const written = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimMailing(trx, update.id, nowIso()))) return 0;
    const recipients = await updateRecipients(trx, update.fundraiserId);
    const languages = await donorLanguages(trx, update.fundraiserId);
    const languageOf = new Map<string, Language>(languages.map((row) => [row.email, row.language]));
    const page = `${deps.env.PUBLIC_URL}/f/${update.shortCode}`;
    for (const recipient of recipients) {
      const texts = mailTexts(languageOf.get(recipient.email) ?? 'en');
      const text = texts.fundraiserUpdate
        .lines({
          organiser: update.organiser,
          title: update.title,
          body: update.body,
          page,
          unsubscribe: unsubscribeUrl(deps.env, recipient.reference),
        })
        .join('\n');
      const subject = texts.fundraiserUpdate.subject(update.title);
      await queueMail(trx, { to: recipient.email, subject, text, private: true });
    }
    return recipients.length;
  });
  if (written) deps.sms.wake();
  return written;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * Sends the e-mails of updates no sender took: posted longer ago than any request lives (the
 * lease), within the last week. The claim in mailUpdate keeps this safe beside any other sender.
 */
export async function mailForgottenUpdates(deps: Deps, now = Date.now()) {
  const rows = await unmailedUpdates(deps.db, leaseCutoff(now), new Date(now - WEEK_MS).toISOString(), 20);
  for (const row of rows)
    await mailUpdate(deps, {
      id: row.id,
      fundraiserId: row.fundraiser_id,
      shortCode: row.short_code,
      title: row.title ?? row.short_code,
      organiser: fullName(row),
      body: row.body,
    });
  return rows.length;
}

const report = (err: unknown) =>
  console.error(`[updates] e-mails failed: ${err instanceof Error ? err.message : String(err)}`);

/**
 * After the answer: the organiser does not wait for a long list of donors. Each post also sends
 * what a crashed process left unsent, so the e-mails keep pace with the work that loses them.
 */
export function mailUpdateLater(deps: Deps, update: MailedUpdate) {
  setImmediate(() => {
    mailUpdate(deps, update)
      .then(() => mailForgottenUpdates(deps))
      .catch(report);
  });
}
