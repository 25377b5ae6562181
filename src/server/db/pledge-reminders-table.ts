import type { Selectable } from 'kysely';

// Pledge reminders' tables (migration 034, D-234…D-236).

/** A number that texted STOP (or ACHA, ONDOKA, TOKA): no pledge reminders until START / ANZA. */
export interface SmsOptOutsTable {
  /** 2547… */
  phone: string;
  keyword: string;
  message_id: string | null;
  created_at: string;
}

/** A fundraiser's reminder schedule, as its owner chose it (absent: the defaults). */
export interface PledgeReminderSettingsTable {
  fundraiser_id: string;
  enabled: number;
  days_before: number;
  every_days: number;
  max_after: number;
  updated_by: string;
  updated_at: string;
}

/** One reminder sent: unique per pledge and slot, the claim that makes it go once. */
export interface PledgeRemindersTable {
  id: string;
  pledge_id: string;
  slot: string;
  sms_outbox_id: string | null;
  email_outbox_id: string | null;
  sent_by: string | null;
  /** When it leaves: when written, or 08:00 Nairobi when written in quiet hours. */
  send_at: string;
}

export interface PledgeRemindersDatabase {
  sms_opt_outs: SmsOptOutsTable;
  pledge_reminder_settings: PledgeReminderSettingsTable;
  pledge_reminders: PledgeRemindersTable;
}

export type PledgeReminderRow = Selectable<PledgeRemindersTable>;
