import type { Generated } from 'kysely';

/** Notifications on their way out, both channels (migration 019, D-210). */
export interface OutboxTable {
  id: string;
  /** An e-mail address, or for an SMS the number as 2547… */
  to_address: string;
  /** An e-mail's subject; for an SMS what it is for (e.g. 'phone-code'), never sent. */
  subject: string;
  text: string;
  created_at: string;
  channel: Generated<OutboxChannel>;
  status: Generated<OutboxStatus>;
  /** Not before this instant (quiet hours); null: at once. */
  send_after: string | null;
  /** A worker's lease: until then the row is that worker's to send. */
  claimed_until: string | null;
  attempts: Generated<number>;
  sent_at: string | null;
  last_error: string | null;
  provider_message_id: string | null;
  /** Africa's Talking's delivery report for a text (Success, Failed, Rejected…), and why. */
  delivery_status: string | null;
  delivery_reason: string | null;
  reported_at: string | null;
  /** 1: an e-mail whose text is never printed to the demo log. */
  private: Generated<number>;
}

/** A number never texted again: it answered 406 UserInBlacklist (opted out). */
export interface SmsSuppressionsTable {
  phone: string;
  reason: string;
  created_at: string;
}

export type OutboxChannel = 'email' | 'sms';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxDatabase {
  outbox: OutboxTable;
  sms_suppressions: SmsSuppressionsTable;
}
