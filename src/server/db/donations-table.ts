import type { Generated } from 'kysely';
import type { Currency, DonationStatus } from '#shared/constants.ts';
import type { MpesaCodeStatus } from '#shared/schemas/mpesa-code.schema.ts';
import type { Language } from '#shared/languages.ts';

// The donations table: a money donation's row from before its STK push to its final answer, with
// everything Daraja ties back to it. Its own file because payments add most of its columns.

/**
 * A donation's stored status: the donor's statuses, and 'counted_elsewhere', an STK donation whose
 * payment another road (the paybill, a reviewer) had already counted as a donation of its own, so it
 * is never credited twice (D-245). Its donor paid: they are shown it as paid (donation-view.ts).
 */
export type StoredDonationStatus = DonationStatus | 'counted_elsewhere';

type MpesaCodeStatusStored = Exclude<MpesaCodeStatus, 'pending'>;

export interface DonationsTable {
  /** The secret of the donor's receipt link (GET /donations/{id}/): never sent to anyone else (D-156). */
  id: string;
  /** The donation's name for everyone else (owner's list, CSV, export, logs, unsubscribe links): not a secret. */
  reference: string;
  fundraiser_id: string;
  /** The name the donor gave, or 'Anonymous'; shown publicly only when `anonymous` is 0. */
  donor_name: string;
  anonymous: Generated<number>;
  /** Always KES minor units (M-Pesa settles in KES). */
  amount_minor: number;
  currency: Currency;
  message: string | null;
  status: StoredDonationStatus;
  created_at: string;
  user_id: string | null;
  /** 2547…/2541…: stored for queries and the donor's own view, never shown in full. */
  phone: string | null;
  email: string | null;
  idempotency_key: string | null;
  request_fingerprint: string | null;
  callback_token_hash: string | null;
  /** Daraja's id: it encodes the payer's number, so it never leaves the server. */
  checkout_request_id: string | null;
  merchant_request_id: string | null;
  mpesa_receipt: string | null;
  result_code: number | null;
  result_desc: string | null;
  pushed_at: string | null;
  completed_at: string | null;
  /** When the status-query job next asks Daraja about this pending donation (null: never). */
  next_query_at: string | null;
  query_attempts: Generated<number>;
  follow_up: Generated<number>;
  test_payment: Generated<number>;
  /** 1: the donor does not want the fundraiser's updates e-mailed (sheet's box, or unsubscribed). */
  updates_opt_out: Generated<number>;
  /** The language of the request that made it: its receipt and update e-mails are written in it. */
  language: Generated<Language>;
  /** When the fundraiser's owner hid its words of support from the public page (migration 015, D-171). */
  message_hidden_at: Generated<string | null>;
  /** Late status queries scheduled after the STK query window (D-216). */
  late_queries: Generated<number>;
  /** What the last status query learned ('4999 …', '500.001.1001 …'), for reviewers, and when. */
  last_query_outcome: Generated<string | null>;
  last_query_at: Generated<string | null>;
  /** The pledge its Pay now link was for (migration 033, D-232): it counts toward it once paid. */
  pledge_id: Generated<string | null>;
}

/** One "I paid but it's not showing" check by M-Pesa code. */
export interface MpesaCodeChecksTable {
  id: string;
  token_hash: string;
  mpesa_code: string;
  fundraiser_id: string;
  status: 'asked' | MpesaCodeStatusStored;
  credited_receipt: string | null;
  donation_id: string | null;
  result_desc: string | null;
  created_at: string;
  answered_at: string | null;
}
