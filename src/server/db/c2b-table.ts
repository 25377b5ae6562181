import type { Generated, Selectable } from 'kysely';

// Paybill payments (migration 026, D-213): one row per M-Pesa TransID.

export type C2bStatus = 'credited' | 'unallocated' | 'refund';

export interface C2bPaymentsTable {
  /** M-Pesa's receipt: the same payment confirmed twice is one row. */
  trans_id: string;
  transaction_type: string | null;
  trans_time: string | null;
  /** As Daraja sent it ("10", "10.00"). */
  trans_amount: string;
  /** 0 when trans_amount could not be read: such a payment is never credited. */
  amount_minor: number;
  business_short_code: string | null;
  /** What the donor typed as the account, untouched. */
  bill_ref_number: string;
  /** Masked by Daraja ("2547 ***** 126") or, from older integrations, plain: never shown publicly. */
  msisdn: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  org_account_balance: string | null;
  /** The body as it arrived, for a reviewer when something did not parse. */
  raw: string;
  status: C2bStatus;
  fundraiser_id: string | null;
  donation_id: string | null;
  /** The reviewer who assigned it or marked it for refund, and why. */
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: string | null;
  received_at: string;
  /**
   * The fundraiser a donor's code check named, when the payment was found only by its code (D-245):
   * their claim, shown to reviewers, never credited on its word alone.
   */
  claimed_fundraiser_id: Generated<string | null>;
}

export interface C2bDatabase {
  c2b_payments: C2bPaymentsTable;
}

export type C2bPaymentRow = Selectable<C2bPaymentsTable>;
