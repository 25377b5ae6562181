import { dueBy, instalmentsPaid, nairobiDate } from '#shared/pledges/instalments.ts';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import { REMINDER_MSG } from '#shared/schemas/pledge-reminders.schema.ts';
import type { Deps } from '../../../deps.ts';
import type { ReminderFactsRow } from '../../../db/repositories/pledge-reminders.repository.ts';
import { findPledgeWithFundraiser } from '../../../db/repositories/pledges.repository.ts';
import type { UserRow } from '../../../db/schema.ts';
import { clock } from '../../../lib/clock.ts';
import { ApiError } from '../../../lib/http-error.ts';
import { pledgesFundraiserOr4xx } from '../owner-list.ts';
import { whyNever, type NotReminded } from './schedule.ts';
import { scheduleInput, sendingDay, writeReminder, type Choice } from './write-reminder.ts';

// "Send one reminder now" (D-235): the owner or an active treasurer of the pledge's fundraiser,
// at most one reminder a Nairobi day per pledge (the day it goes out), never to a pledge that gets
// no reminders.

const REFUSALS: Record<Exclude<NotReminded, 'disabled'>, string> = {
  unconfirmed: REMINDER_MSG.unconfirmed,
  released: REMINDER_MSG.released,
  fulfilled: REMINDER_MSG.fulfilled,
  opted_out: REMINDER_MSG.optedOut,
  not_live: REMINDER_MSG.notLive,
};

/** What a reminder sent on `day` asks for: what is late or due that day, else the next instalment. */
export function manualChoice(
  row: Pick<ReminderFactsRow, 'amount_minor' | 'paid_minor' | 'due_date' | 'instalments' | 'period'>,
  day: string,
): Choice {
  const plan = { ...row, amount_minor: Number(row.amount_minor) };
  const paid = Number(row.paid_minor);
  const slot = `manual:${day}`;
  const late = dueBy(plan, day) - paid;
  const instalments = instalmentsPaid(plan, paid);
  if (late > 0) {
    const last = instalments.filter((i) => i.due_date <= day).at(-1)!;
    return { slot, occasion: last.due_date === day ? 'due' : 'after', dueDate: last.due_date, amountMinor: late };
  }
  const next = instalments.find((i) => i.paid_minor < i.amount_minor)!;
  return { slot, occasion: 'before', dueDate: next.due_date, amountMinor: dueBy(plan, next.due_date) - paid };
}

export async function remindNow(deps: Deps, user: UserRow, pledgeId: string) {
  const pledge = await findPledgeWithFundraiser(deps.db, pledgeId);
  if (!pledge) throw new ApiError(404, PLEDGE_MSG.notFound);
  await pledgesFundraiserOr4xx(deps, pledge.short_code, user);
  const now = clock.now();
  const outcome = await writeReminder(deps, pledgeId, now, user.id, (row, sent, sendAt) => {
    const input = scheduleInput(row, sent, now);
    // The owner's switch is for the schedule: a reminder asked for by hand still goes.
    const never = whyNever({ ...input, settings: { ...input.settings, enabled: true } });
    if (never && never !== 'disabled') throw new ApiError(409, REFUSALS[never]);
    const day = sendingDay(sendAt);
    if (sent.some((r) => nairobiDate(new Date(r.send_at)) === day)) return 'taken';
    return manualChoice(row, day);
  });
  if (outcome.kind === 'none') throw new ApiError(404, PLEDGE_MSG.notFound);
  if (outcome.kind === 'taken') {
    const refusal = new ApiError(429, REMINDER_MSG.onceADay);
    // Until the next Nairobi day begins.
    const next = new Date(`${sendingDay(now.toISOString())}T00:00:00.000+03:00`).getTime() + 86_400_000;
    refusal.retryAfter = Math.max(1, Math.ceil((next - now.getTime()) / 1000));
    throw refusal;
  }
  deps.sms.wake();
  const queued = outcome.sendAt !== now.toISOString();
  return { message: queued ? REMINDER_MSG.queuedMorning : REMINDER_MSG.queued, data: { send_at: outcome.sendAt } };
}
