import type { PledgeReminderSettings } from '#shared/schemas/pledge-reminders.schema.ts';
import { PLEDGE_REMINDER_DEFAULTS } from '#shared/schemas/pledge-reminders.schema.ts';
import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';

// Pledge reminders' rows (migration 034, D-234…D-236): the owner's settings, the reminders sent
// (each one's row is its claim), and what a reminder needs to know of its pledge.

export async function reminderSettings(db: Db, fundraiserId: string) {
  const row = await db
    .selectFrom('pledge_reminder_settings')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .executeTakeFirst();
  if (!row) return { ...PLEDGE_REMINDER_DEFAULTS, updated_at: null };
  const { enabled, days_before, every_days, max_after, updated_at } = row;
  return { enabled: Boolean(enabled), days_before, every_days, max_after, updated_at };
}

export const saveReminderSettings = (
  db: Db,
  fundraiserId: string,
  settings: PledgeReminderSettings,
  userId: string,
  at: string,
) => {
  const values = { ...settings, enabled: settings.enabled ? 1 : 0, updated_by: userId, updated_at: at };
  return db
    .insertInto('pledge_reminder_settings')
    .values({ fundraiser_id: fundraiserId, ...values })
    .onConflict((oc) => oc.column('fundraiser_id').doUpdateSet(values))
    .execute();
};

/** A pledge with what its reminder needs: its fundraiser, the schedule, whether its number opted out. */
const reminderFacts = (db: Db) =>
  db
    .selectFrom('pledges as p')
    .innerJoin('fundraisers as f', 'f.id', 'p.fundraiser_id')
    .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
    .leftJoin('pledge_reminder_settings as s', 's.fundraiser_id', 'f.id')
    .leftJoin('sms_opt_outs as o', 'o.phone', 'p.phone')
    .select([
      'p.id',
      'p.state',
      'p.amount_minor',
      'p.paid_minor',
      'p.due_date',
      'p.instalments',
      'p.period',
      'p.confirmed_at',
      'p.phone',
      'p.email',
      'p.language',
      'p.reference',
      'p.account_number',
      'f.short_code',
      'f.status as fundraiser_status',
      'd.title',
      's.enabled',
      's.days_before',
      's.every_days',
      's.max_after',
      'o.phone as opted_out',
    ]);

export type ReminderFactsRow = Awaited<ReturnType<ReturnType<typeof reminderFacts>['executeTakeFirstOrThrow']>>;

export const pledgeReminderFacts = (db: Db, id: string) => reminderFacts(db).where('p.id', '=', id).executeTakeFirst();

/**
 * Pledges that may be due a reminder today: confirmed, not paid up, on a live fundraiser whose
 * reminders are on, a number that did not text STOP, and none reminded since today began (a
 * reminder today or later answers every occasion up to today, D-234). Keyset pages by id.
 */
export const remindablePledges = (db: Db, todayStarts: string, after: string, limit: number) =>
  reminderFacts(db)
    .where('p.state', '=', 'confirmed')
    .where('p.confirmed_at', 'is not', null)
    .whereRef('p.paid_minor', '<', 'p.amount_minor')
    .where('f.status', '=', 'live')
    .where('o.phone', 'is', null)
    .where((eb) => eb.or([eb('s.enabled', 'is', null), eb('s.enabled', '=', 1)]))
    .where((eb) => eb.or([eb('p.last_reminded_at', 'is', null), eb('p.last_reminded_at', '<', todayStarts)]))
    .where('p.id', '>', after)
    .orderBy('p.id')
    .limit(limit)
    .execute();

/** The reminders of these pledges, oldest first, with their texts' state in the outbox. */
export const remindersOf = (db: Db, pledgeIds: readonly string[]) =>
  pledgeIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pledge_reminders as r')
        .leftJoin('outbox as o', 'o.id', 'r.sms_outbox_id')
        .select([
          'r.pledge_id',
          'r.slot',
          'r.send_at',
          'r.email_outbox_id',
          'o.status as sms_status',
          'o.delivery_status as sms_delivery',
        ])
        .where('r.pledge_id', 'in', pledgeIds)
        .orderBy('r.send_at')
        .orderBy('r.id')
        .execute();

/**
 * The claim (D-234): the reminder's row, unique per pledge and slot. False when another run or
 * instance has it (on PostgreSQL this waits for that transaction, then finds its row).
 */
export async function claimReminder(
  trx: Db,
  reminder: { pledgeId: string; slot: string; sendAt: string; sentBy: string | null },
) {
  const id = newId();
  const inserted = await trx
    .insertInto('pledge_reminders')
    .values({
      id,
      pledge_id: reminder.pledgeId,
      slot: reminder.slot,
      send_at: reminder.sendAt,
      sent_by: reminder.sentBy,
      sms_outbox_id: null,
      email_outbox_id: null,
    })
    .onConflict((oc) => oc.columns(['pledge_id', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
}

/** The reminder's texts, and the pledge's count and last reminder, in the claim's transaction. */
export async function recordReminder(
  trx: Db,
  r: { id: string; pledgeId: string; sendAt: string; smsOutboxId: string; emailOutboxId: string | null },
) {
  await trx
    .updateTable('pledge_reminders')
    .set({ sms_outbox_id: r.smsOutboxId, email_outbox_id: r.emailOutboxId })
    .where('id', '=', r.id)
    .execute();
  await trx
    .updateTable('pledges')
    .set((eb) => ({ reminders_sent: eb('reminders_sent', '+', 1), last_reminded_at: r.sendAt }))
    .where('id', '=', r.pledgeId)
    .execute();
}
