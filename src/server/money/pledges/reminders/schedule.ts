import { dueBy, instalmentsOf, nairobiDate, parseDate, type InstalmentPlan } from '#shared/pledges/instalments.ts';
import type { PledgeState } from '#shared/pledges/pledge-constants.ts';
import type { PledgeReminderSettings } from '#shared/schemas/pledge-reminders.schema.ts';
import { sendableFrom } from '../../../services/sms/quiet-hours.ts';

// When a pledge is reminded (D-234), one pure rule for the job, the owner's list and the tests.
// Each instalment not yet covered by what is paid has its occasions: `days_before` days before
// its due date ('before'), the date itself ('due'), then every `every_days` days after it, at most
// `max_after` times ('after1'…). An occasion is a Nairobi calendar date; its reminder goes between
// 08:00 and 20:00 that day (quiet hours), or later if the server could not send it then, but
// only the latest occasion that has come is ever sent, and not when any reminder (the schedule's
// or one an owner sent) went out on or after its date: never two on a day, never a backlog.
// Occasions on or before the day the pledge was confirmed are not reminders: the pledger has just
// promised.

export interface ReminderPledge extends InstalmentPlan {
  state: PledgeState;
  paid_minor: number;
  confirmed_at: string | null;
}

export interface SentReminder {
  slot: string;
  /** When it went (or goes) out: its send time, ISO. */
  send_at: string;
}

export interface ScheduleInput {
  pledge: ReminderPledge;
  settings: PledgeReminderSettings;
  sent: readonly SentReminder[];
  /** The number texted STOP (or ACHA…). */
  optedOut: boolean;
  /** Reminders only for a fundraiser that is live (one can give to it). */
  fundraiserLive: boolean;
  now: Date;
}

export type Occasion = 'before' | 'due' | `after${number}`;

export interface DueReminder {
  /** '2:due': instalment (1-based) and occasion; unique per pledge (the claim). */
  slot: string;
  occasion: Occasion;
  /** The instalment's due date, 'YYYY-MM-DD'. */
  dueDate: string;
  /** What is due by that date and not paid (minor units). */
  amountMinor: number;
}

export type NotReminded = 'unconfirmed' | 'released' | 'fulfilled' | 'opted_out' | 'disabled' | 'not_live';

export interface ScheduleAnswer {
  /** A reminder to send now, or null. */
  due: DueReminder | null;
  /** When the next one would go if nothing changes (ISO), or null. */
  next: string | null;
  /** Why this pledge gets no reminders at all, if it gets none. */
  never: NotReminded | null;
}

interface Slot extends DueReminder {
  date: string;
  order: number;
}

const addDays = (date: string, days: number) =>
  new Date(parseDate(date)!.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** 08:00 Nairobi on a date: 05:00Z. */
const eightOn = (date: string) => `${date}T05:00:00.000Z`;

/** Every occasion of every instalment still (partly) unpaid, in time order. */
export function occasions(pledge: ReminderPledge, settings: PledgeReminderSettings): Slot[] {
  const slots: Slot[] = [];
  instalmentsOf(pledge).forEach((instalment, index) => {
    const amountMinor = dueBy(pledge, instalment.due_date) - pledge.paid_minor;
    if (amountMinor <= 0) return;
    const add = (occasion: Occasion, date: string, order: number) =>
      slots.push({
        slot: `${index + 1}:${occasion}`,
        occasion,
        dueDate: instalment.due_date,
        amountMinor,
        date,
        order,
      });
    if (settings.days_before > 0) add('before', addDays(instalment.due_date, -settings.days_before), 0);
    add('due', instalment.due_date, 1);
    for (let k = 1; k <= settings.max_after; k++)
      add(`after${k}`, addDays(instalment.due_date, k * settings.every_days), 1 + k);
  });
  // Latest last; on one date the later instalment, then the later occasion, is the one that counts.
  return slots.sort((a, b) => a.date.localeCompare(b.date) || a.dueDate.localeCompare(b.dueDate) || a.order - b.order);
}

export function whyNever(input: Omit<ScheduleInput, 'sent' | 'now'>): NotReminded | null {
  const { pledge } = input;
  if (pledge.state === 'unconfirmed' || !pledge.confirmed_at) return 'unconfirmed';
  if (pledge.paid_minor >= pledge.amount_minor) return 'fulfilled';
  if (pledge.state === 'released') return 'released';
  if (input.optedOut) return 'opted_out';
  if (!input.settings.enabled) return 'disabled';
  if (!input.fundraiserLive) return 'not_live';
  return null;
}

export function reminderSchedule(input: ScheduleInput): ScheduleAnswer {
  const never = whyNever(input);
  if (never) return { due: null, next: null, never };
  const today = nairobiDate(input.now);
  const confirmedOn = nairobiDate(new Date(input.pledge.confirmed_at!));
  const slots = occasions(input.pledge, input.settings).filter((s) => s.date > confirmedOn);
  const upcoming = slots.find((s) => s.date > today);
  const nextDay = upcoming ? eightOn(upcoming.date) : null;
  const latest = slots.filter((s) => s.date <= today).at(-1);
  const answered =
    !latest || input.sent.some((r) => r.slot === latest.slot || nairobiDate(new Date(r.send_at)) >= latest.date);
  if (answered) return { due: null, next: nextDay, never: null };
  const sendable = sendableFrom(input.now, false);
  const due = {
    slot: latest.slot,
    occasion: latest.occasion,
    dueDate: latest.dueDate,
    amountMinor: latest.amountMinor,
  };
  if (sendable.getTime() === input.now.getTime()) return { due, next: nextDay, never: null };
  // Quiet hours: after 20:00 the day's occasion waits for the morning, where the next one may be.
  return { due: null, next: sendable.toISOString(), never: null };
}
