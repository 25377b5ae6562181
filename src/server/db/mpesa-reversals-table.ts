import type { Selectable } from 'kysely';

// Reversals M-Pesa made without us, found in the paybill's statement (migration 046, D-259).

export type ReversalOutcome = 'debited' | 'refunded' | 'unknown';

export interface MpesaReversalsTable {
  id: string;
  receipt: string;
  original_receipt: string;
  donation_id: string | null;
  fundraiser_id: string | null;
  amount_minor: number;
  outcome: ReversalOutcome;
  owed_minor: number;
  reversed_at: string;
  found_at: string;
}

export interface MpesaReversalsDatabase {
  mpesa_reversals: MpesaReversalsTable;
}

export type MpesaReversalRow = Selectable<MpesaReversalsTable>;
