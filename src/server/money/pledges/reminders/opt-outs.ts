import type { Language } from '#shared/languages.ts';
import { normalizeKenyanPhone } from '#shared/phone.ts';
import type { Db } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { clock } from '../../../lib/clock.ts';
import { queueText } from '../../../services/sms/sms-outbox.ts';
import { smsShortcode } from '../../../services/sms/sms.ts';
import { optOutSms } from './opt-out-sms.ts';

// STOP by SMS (D-236): a pledger texts STOP, ACHA, ONDOKA or TOKA to the shortcode and gets no
// more pledge reminders on that number; START or ANZA turns them on again. Only the word itself
// counts (any case, spaces or a full stop around it), so "I will pay, don't stop" changes nothing.

const KEYWORDS: Record<string, { action: 'stop' | 'start'; language: Language }> = {
  STOP: { action: 'stop', language: 'en' },
  ACHA: { action: 'stop', language: 'sw' },
  ONDOKA: { action: 'stop', language: 'sw' },
  TOKA: { action: 'stop', language: 'sw' },
  START: { action: 'start', language: 'en' },
  ANZA: { action: 'start', language: 'sw' },
};

export function readKeyword(text: string) {
  const word = text
    .trim()
    .replace(/^[.!]+|[.!]+$/g, '')
    .trim()
    .toUpperCase();
  const found = KEYWORDS[word];
  return found ? { keyword: word, ...found } : null;
}

/** The number (2547…) texted STOP and not START since. */
export const isOptedOut = async (db: Db, phone: string) =>
  Boolean(await db.selectFrom('sms_opt_outs').select('phone').where('phone', '=', phone).executeTakeFirst());

/** Reminders written but not sent yet (quiet hours, a retry) to that number, SMS and e-mail: never sent. */
async function dropWaitingReminders(trx: Db, phone: string) {
  const reminders = trx
    .selectFrom('pledge_reminders')
    .innerJoin('pledges', 'pledges.id', 'pledge_reminders.pledge_id')
    .where('pledges.phone', '=', phone);
  const ids = [
    ...(await reminders.select('pledge_reminders.sms_outbox_id as id').execute()),
    ...(await reminders.select('pledge_reminders.email_outbox_id as id').execute()),
  ].flatMap((r) => (r.id ? [r.id] : []));
  if (ids.length === 0) return;
  await trx
    .updateTable('outbox')
    .set({ status: 'failed', last_error: 'opted out (STOP)', claimed_until: null })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * An incoming message from Africa's Talking (form fields from, to, text, id…). Returns whether it
 * changed anything. The text itself is never logged: it is what a person wrote.
 */
export async function incomingSmsArrived(deps: Pick<Deps, 'db' | 'env' | 'sms'>, fields: Record<string, unknown>) {
  const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const phone = normalizeKenyanPhone(field('from'));
  const keyword = readKeyword(field('text'));
  if (!phone || !keyword) return false;
  const now = clock.now();
  const shortcode = smsShortcode(deps.env);
  const changed = await deps.db.transaction().execute(async (trx) => {
    if (keyword.action === 'stop') {
      const inserted = await trx
        .insertInto('sms_opt_outs')
        .values({
          phone,
          keyword: keyword.keyword,
          message_id: field('id').slice(0, 100) || null,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('phone').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await dropWaitingReminders(trx, phone);
    } else {
      const deleted = await trx.deleteFrom('sms_opt_outs').where('phone', '=', phone).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) return false;
    }
    // One reply, only when the state changed: it answers the person's own text, so it goes at once.
    const texts = optOutSms[keyword.language];
    const text = keyword.action === 'stop' ? texts.stopped(shortcode) : texts.started(shortcode);
    await queueText(trx, { to: phone, purpose: `pledge-${keyword.action}`, text, awaited: true }, now);
    return true;
  });
  if (changed) deps.sms.wake();
  return changed;
}
