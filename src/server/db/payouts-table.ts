import type { Selectable } from 'kysely';

// Payouts (migration 025, D-208): one row per request to M-Pesa to pay a part of a withdrawal.

/**
 * - queued: written, not yet sent; sending: claimed and about to be (or being) sent;
 * - sent: M-Pesa acknowledged it, its result is awaited; unknown: no answer we can trust yet;
 * - paid, failed: final; refused: M-Pesa did not pay because of our configuration or funding,
 *   so the part is paid by a new payout once that is fixed.
 */
export type PayoutStatus = 'queued' | 'sending' | 'sent' | 'unknown' | 'paid' | 'failed' | 'refused';

export interface PayoutsTable {
  /** Our id, sent as B2C's OriginatorConversationID before anything else can happen to it. */
  id: string;
  withdrawal_id: string;
  fundraiser_id: string;
  /** 1…n: a withdrawal above M-Pesa's per-payout limit is paid in several parts. */
  part: number;
  amount_minor: number;
  channel: 'b2c' | 'b2b';
  /** The M-Pesa number (b2c) or the paybill (b2b), as it was when the payout was made. */
  party_b: string;
  account_reference: string | null;
  status: PayoutStatus;
  /** SHA-256 of the secret in its result and timeout URLs (callbacks are unsigned). */
  token_hash: string;
  conversation_id: string | null;
  /** B2B: the OriginatorConversationID Daraja gave in its acknowledgement. */
  daraja_originator_id: string | null;
  result_code: string | null;
  result_desc: string | null;
  mpesa_receipt: string | null;
  /** ReceiverPartyPublicName: personal data for an M-Pesa number, stored, never public. */
  receiver_name: string | null;
  claimed_until: string | null;
  /** When to ask M-Pesa about it next (sent, unknown) or send it (queued). */
  next_check_at: string | null;
  queries: number;
  sent_at: string | null;
  finished_at: string | null;
  /** M-Pesa's own word on a paid payout, by Transaction Status (migration 038, D-246): when it came,
   * 'Completed' or the code it gave, and the amount and receipt it reported. */
  verified_at: string | null;
  verified_result: string | null;
  verified_amount_minor: number | null;
  verified_receipt: string | null;
  /** When a paid payout not yet verified is asked about (again). */
  verify_after: string | null;
  created_at: string;
  updated_at: string;
}

/** One row ('b2c'): every payout stops after an initiator error until a reviewer resumes them. */
export interface PayoutControlsTable {
  id: string;
  paused_reason: string | null;
  paused_at: string | null;
  resumed_by: string | null;
  /** The utility account's funds as the last result reported them. */
  utility_balance_minor: number | null;
  balance_at: string | null;
}

/** A difference the payouts worker found on closing a withdrawal (migration 038, D-246). */
export interface MoneyAlertsTable {
  id: string;
  withdrawal_id: string | null;
  text: string;
  created_at: string;
}

export interface PayoutsDatabase {
  payouts: PayoutsTable;
  money_alerts: MoneyAlertsTable;
  payout_controls: PayoutControlsTable;
}

export type PayoutRow = Selectable<PayoutsTable>;
