// Where a fundraiser's withdrawals are paid, and a change waiting for its SMS code (migration 022, D-203).

export interface PayoutDestinationsTable {
  fundraiser_id: string;
  kind: 'mpesa' | 'paybill';
  /** 2547…/2541… for kind mpesa. */
  phone: string | null;
  paybill: string | null;
  account: string | null;
  set_by: string;
  set_at: string;
  /** No withdrawal is paid before this (PAYOUT_COOLING_HOURS after the change). */
  paid_from: string;
  /** The name M-Pesa gave for the number against the owner's (D-208): null until the first payout. */
  name_check: 'ok' | 'mismatch' | null;
}

export type PayoutDestinationRequestsTable = Omit<
  PayoutDestinationsTable,
  'set_by' | 'set_at' | 'paid_from' | 'name_check'
> & {
  requested_by: string;
  created_at: string;
};

export interface PayoutDestinationsDatabase {
  payout_destinations: PayoutDestinationsTable;
  payout_destination_requests: PayoutDestinationRequestsTable;
}
