import { accountToPay } from '../paybill-account.ts';
import { smsLink } from '../../../services/sms/sms-words.ts';
import { nairobiDate } from '#shared/pledges/instalments.ts';
import { PLEDGE_REMINDER_DEFAULTS, type PledgeReminderSettings } from '#shared/schemas/pledge-reminders.schema.ts';
import type { Db } from '../../../db/client.ts';
import { queueMail } from '../../../db/repositories/outbox.repository.ts';
import * as store from '../../../db/repositories/pledge-reminders.repository.ts';
import type { ReminderFactsRow } from '../../../db/repositories/pledge-reminders.repository.ts';
import { lockPledge } from '../../../db/repositories/pledges.repository.ts';
import type { Env } from '../../../env.ts';
import { pledgeReminderMail } from '../../../mail-texts/pledge-reminder.ts';
import { sendableFrom } from '../../../services/sms/quiet-hours.ts';
import { queueText } from '../../../services/sms/sms-outbox.ts';
import { smsShortcode } from '../../../services/sms/sms.ts';
import { pledgeLink } from './pledge-token.ts';
import { reminderSchedule, type ScheduleInput, type SentReminder } from './schedule.ts';
import { reminderSms } from './reminder-sms.ts';
import { formatKesDigits } from '#shared/kes.ts';

// Writing one reminder (D-234, D-235): in one transaction, the pledge's row locked, everything
// read again and the choice made again, the reminder's row claimed (unique per pledge and slot),
// its SMS (and e-mail) written to the outbox, the pledge's count moved. Of two runs, instances or
// taps, one writes and the others find the row taken.

export interface Choice {
  slot: string;
  occasion: 'before' | 'due' | 'after';
  dueDate: string;
  amountMinor: number;
}

export const settingsOf = (row: ReminderFactsRow): PledgeReminderSettings =>
  row.days_before === null
    ? { ...PLEDGE_REMINDER_DEFAULTS }
    : {
        enabled: row.enabled === 1,
        days_before: row.days_before,
        every_days: row.every_days!,
        max_after: row.max_after!,
      };

/** The schedule's input for a pledge as read with its reminders. */
export const scheduleInput = (row: ReminderFactsRow, sent: readonly SentReminder[], now: Date): ScheduleInput => ({
  pledge: { ...row, amount_minor: Number(row.amount_minor), paid_minor: Number(row.paid_minor) },
  settings: settingsOf(row),
  sent,
  optedOut: row.opted_out !== null,
  fundraiserLive: row.fundraiser_status === 'live',
  now,
});

/** What the schedule says is due now, as a choice for writeReminder. */
export const scheduledChoice = (row: ReminderFactsRow, sent: readonly SentReminder[], now: Date): Choice | null => {
  const due = reminderSchedule(scheduleInput(row, sent, now)).due;
  if (!due) return null;
  const occasion = due.occasion.startsWith('after') ? 'after' : (due.occasion as 'before' | 'due');
  return { slot: due.slot, occasion, dueDate: due.dueDate, amountMinor: due.amountMinor };
};

export type Written = { kind: 'written'; sendAt: string } | { kind: 'taken' } | { kind: 'none' };

export async function writeReminder(
  deps: { db: Db; env: Env },
  pledgeId: string,
  now: Date,
  sentBy: string | null,
  choose: (row: ReminderFactsRow, sent: SentReminder[], sendAt: string) => Choice | 'taken' | null,
): Promise<Written> {
  const sendAt = sendableFrom(now, false).toISOString();
  return deps.db.transaction().execute(async (trx): Promise<Written> => {
    await lockPledge(trx, pledgeId);
    const row = await store.pledgeReminderFacts(trx, pledgeId);
    if (!row) return { kind: 'none' };
    const sent = await store.remindersOf(trx, [pledgeId]);
    const choice = choose(row, sent, sendAt);
    if (choice === 'taken') return { kind: 'taken' };
    if (!choice) return { kind: 'none' };
    const id = await store.claimReminder(trx, { pledgeId, slot: choice.slot, sendAt, sentBy });
    if (!id) return { kind: 'taken' };
    const link = pledgeLink(deps.env, pledgeId);
    const facts = {
      occasion: choice.occasion,
      dueDate: choice.dueDate,
      title: row.title ?? row.short_code,
      paybill: deps.env.DARAJA_SHORTCODE,
      account: accountToPay(row),
      shortcode: smsShortcode(deps.env),
    };
    const text = reminderSms(row.language, {
      ...facts,
      kes: formatKesDigits(choice.amountMinor, 'down'),
      link: smsLink(link),
    });
    const smsOutboxId = await queueText(trx, { to: row.phone, purpose: 'pledge-reminder', text }, now);
    let emailOutboxId: string | null = null;
    if (row.email) {
      const mail = pledgeReminderMail[row.language];
      emailOutboxId = await queueMail(trx, {
        to: row.email,
        subject: mail.subject(facts.title),
        text: mail.lines({ ...facts, amountMinor: choice.amountMinor, link }).join('\n'),
        // The link is the pledge's secret: never printed to the demo log.
        private: true,
      });
    }
    await store.recordReminder(trx, { id, pledgeId, sendAt, smsOutboxId, emailOutboxId });
    return { kind: 'written', sendAt };
  });
}

/** The Nairobi day a reminder written now goes out on (after quiet hours, the next morning's). */
export const sendingDay = (sendAt: string) => nairobiDate(new Date(sendAt));
