import type { PledgeReminder } from '#shared/schemas/pledge-reminders.schema.ts';
import type { Db } from '../../../db/client.ts';
import type { PledgeRow } from '../../../db/pledges-tables.ts';
import { reminderSettings, remindersOf } from '../../../db/repositories/pledge-reminders.repository.ts';
import type { FundraiserRow } from '../../../db/schema.ts';
import { reminderSchedule, type NotReminded } from './schedule.ts';

// What the owner's pledge list says of each pledge's reminders (D-235): those sent, with their
// SMS's state from the outbox and its delivery report, and when the next would go.

type SentRow = Awaited<ReturnType<typeof remindersOf>>[number];

const kindOf = (slot: string): PledgeReminder['kind'] =>
  slot.startsWith('manual:') ? 'manual' : slot.endsWith(':before') ? 'before' : slot.endsWith(':due') ? 'due' : 'after';

function smsState(r: SentRow): PledgeReminder['sms'] {
  if (r.sms_status === null) return null;
  if (r.sms_status === 'pending') return 'waiting';
  if (r.sms_status === 'failed' || ['Failed', 'Rejected', 'Expired'].includes(r.sms_delivery ?? '')) return 'failed';
  return r.sms_delivery === 'Success' ? 'delivered' : 'sent';
}

export interface OwnerReminders {
  reminders: PledgeReminder[];
  /** When the next one goes if nothing changes; null when none will. */
  next_reminder_at: string | null;
  /** Why the pledge gets no reminders, if it gets none. */
  reminders_off: NotReminded | null;
}

export async function ownerReminders(
  db: Db,
  fundraiser: FundraiserRow,
  pledges: readonly PledgeRow[],
  now: Date,
): Promise<Map<string, OwnerReminders>> {
  const ids = pledges.map((p) => p.id);
  const [sent, settings, optedOut] = await Promise.all([
    remindersOf(db, ids),
    reminderSettings(db, fundraiser.id),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('sms_opt_outs')
          .select('phone')
          .where('phone', 'in', [...new Set(pledges.map((p) => p.phone))])
          .execute(),
  ]);
  const stopped = new Set(optedOut.map((o) => o.phone));
  const answer = new Map<string, OwnerReminders>();
  for (const p of pledges) {
    const own = sent.filter((r) => r.pledge_id === p.id);
    const schedule = reminderSchedule({
      pledge: { ...p, amount_minor: Number(p.amount_minor), paid_minor: Number(p.paid_minor) },
      settings,
      sent: own,
      optedOut: stopped.has(p.phone),
      fundraiserLive: fundraiser.status === 'live',
      now,
    });
    answer.set(p.id, {
      reminders: own.map((r) => ({
        send_at: r.send_at,
        kind: kindOf(r.slot),
        sms: smsState(r),
        email: r.email_outbox_id !== null,
      })),
      next_reminder_at: schedule.due ? now.toISOString() : schedule.next,
      reminders_off: schedule.never,
    });
  }
  return answer;
}
