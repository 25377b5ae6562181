import { z } from 'zod';

// Pledge reminders (D-234, D-235): the owner's schedule per fundraiser, within limits that keep a
// pledger from being pestered, and each reminder as the owner's pledge list shows it.

export const PLEDGE_REMINDER_LIMITS = {
  /** Days before each due date: 0 (no early reminder) to a week. */
  daysBefore: { min: 0, max: 7 },
  /** Days between reminders once a date has passed: never more than every other day. */
  everyDays: { min: 2, max: 14 },
  /** Reminders after a due date, per instalment. */
  maxAfter: { min: 0, max: 5 },
} as const;

export const PLEDGE_REMINDER_DEFAULTS = { enabled: true, days_before: 3, every_days: 7, max_after: 3 } as const;

export const REMINDER_MSG = {
  daysBefore: `Choose between ${PLEDGE_REMINDER_LIMITS.daysBefore.min} and ${PLEDGE_REMINDER_LIMITS.daysBefore.max} days`,
  everyDays: `Choose between ${PLEDGE_REMINDER_LIMITS.everyDays.min} and ${PLEDGE_REMINDER_LIMITS.everyDays.max} days`,
  maxAfter: `Choose between ${PLEDGE_REMINDER_LIMITS.maxAfter.min} and ${PLEDGE_REMINDER_LIMITS.maxAfter.max} reminders`,
  saved: 'Reminder settings saved.',
  queued: 'Reminder sent.',
  queuedMorning: 'It is night in Nairobi: the reminder goes at 08:00.',
  onceADay: 'This pledge was already reminded today. Try again tomorrow.',
  released: 'The pledger released this pledge: it gets no reminders.',
  fulfilled: 'This pledge is fully paid: it gets no reminders.',
  unconfirmed: 'This pledge was never confirmed: it gets no reminders.',
  optedOut: 'The pledger texted STOP: their number gets no more reminders.',
  notLive: 'Reminders go only while the fundraiser is live.',
} as const;

const between = (limits: { min: number; max: number }, error: string) =>
  z.int({ error }).min(limits.min, { error }).max(limits.max, { error });

/** PUT /fundraisers/{short_code}/pledge-reminders/ and the `data` of its answers. */
export const pledgeReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  days_before: between(PLEDGE_REMINDER_LIMITS.daysBefore, REMINDER_MSG.daysBefore),
  every_days: between(PLEDGE_REMINDER_LIMITS.everyDays, REMINDER_MSG.everyDays),
  max_after: between(PLEDGE_REMINDER_LIMITS.maxAfter, REMINDER_MSG.maxAfter),
});
export type PledgeReminderSettings = z.infer<typeof pledgeReminderSettingsSchema>;

export const pledgeReminderSettingsReplySchema = z.object({
  data: pledgeReminderSettingsSchema.extend({
    /** Null while the defaults apply (the owner never saved). */
    updated_at: z.string().nullable(),
  }),
});

/** 202 from POST /pledges/{id}/remind/: written now, going at `send_at` (08:00 when asked at night). */
export const remindNowReplySchema = z.object({
  message: z.string(),
  data: z.object({ send_at: z.string() }),
});

export const REMINDER_KINDS = ['before', 'due', 'after', 'manual'] as const;

/** One reminder in the owner's pledge list. */
export const pledgeReminderSchema = z.object({
  /** When it went, or goes (08:00) out. */
  send_at: z.string(),
  /** Before a due date, on it, after it, or sent by the owner or a treasurer. */
  kind: z.enum(REMINDER_KINDS),
  /**
   * The SMS: waiting (quiet hours, or not sent yet), sent (the gateway took it), delivered (the
   * network said so), failed; null once the outbox forgot it (30 days, D-210).
   */
  sms: z.enum(['waiting', 'sent', 'delivered', 'failed']).nullable(),
  /** Also sent by e-mail. */
  email: z.boolean(),
});
export type PledgeReminder = z.infer<typeof pledgeReminderSchema>;
