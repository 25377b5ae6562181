import type { Generated, Selectable } from 'kysely';

// Refunds (migration 044, D-256): one row per gift going back to its donor, and the donors' requests.

/**
 * - queued: written with its ledger entry, not yet sent; sending: claimed, about to be (or being) sent;
 * - sent: M-Pesa acknowledged it, its result is awaited; unknown: no answer we can trust yet;
 * - returned: the money is back with the donor; failed: M-Pesa will not pay it (a reviewer looks);
 * - claim_needed: the payer's number was masked and the gift cannot be reversed whole: its payer
 *   claims it with their M-Pesa code, which sends it to the number they give.
 */
export type RefundStatus = 'queued' | 'sending' | 'sent' | 'unknown' | 'returned' | 'failed' | 'claim_needed';
export type RefundChannel = 'reversal' | 'b2c' | 'claim';
export type RefundCause = 'take_down' | 'donor';

export interface RefundsTable {
  /** Our id: a B2C refund's OriginatorConversationID. */
  id: string;
  fundraiser_id: string;
  donation_id: string;
  amount_minor: number;
  cause: RefundCause;
  channel: RefundChannel;
  /** The number paid back by B2C (2547…); null for a reversal, which M-Pesa returns to the payer. */
  party: string | null;
  /** The M-Pesa receipt of the gift: what a reversal gives back. */
  receipt: string | null;
  status: RefundStatus;
  /** SHA-256 of the secret in its result and timeout URLs (callbacks are unsigned). */
  token_hash: string;
  /** A reversal's OriginatorConversationID, made by Daraja and given in its acknowledgement. */
  daraja_originator_id: string | null;
  conversation_id: string | null;
  result_code: string | null;
  result_desc: string | null;
  /** The receipt of the money going back (the reversal's or the B2C payment's). */
  mpesa_receipt: string | null;
  claimed_until: string | null;
  next_check_at: string | null;
  queries: Generated<number>;
  /** Earlier B2C tries answered "our utility account is short" (1): the next carries a new id (D-263). */
  b2c_attempts: Generated<number>;
  sent_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The OriginatorConversationID of a B2C refund's current try: our id, then our id and the try's
 * number once M-Pesa refused an earlier one for our funding (Daraja refuses an id it has seen).
 */
export const refundOriginatorId = (refund: Pick<RefundRow, 'id' | 'b2c_attempts'>) =>
  refund.b2c_attempts > 0 ? `${refund.id}.${refund.b2c_attempts}` : refund.id;

export interface RefundRequestsTable {
  id: string;
  donation_id: string;
  fundraiser_id: string;
  reason: string;
  status: 'open' | 'approved' | 'rejected';
  decided_by: string | null;
  decision_reason: string | null;
  created_at: string;
  decided_at: string | null;
}

/** A treasurer's word on a donor's late request (migration 047, D-261): once each. */
export interface RefundRequestVotesTable {
  request_id: string;
  user_id: string;
  vote: 'approve' | 'reject';
  reason: string | null;
  created_at: string;
}

export interface RefundsDatabase {
  refunds: RefundsTable;
  refund_requests: RefundRequestsTable;
  refund_request_votes: RefundRequestVotesTable;
}

export type RefundRow = Selectable<RefundsTable>;
export type RefundRequestRow = Selectable<RefundRequestsTable>;
