// The ledger (migration 018, D-199): every movement of a fundraiser's money, in KES minor units,
// appended and never changed, and beside it each fundraiser's balance, kept in the same
// transaction as each entry.

/**
 * - donation: a succeeded donation credited (source: the donation's id), in escrow until `available_at`;
 * - block: an amount set aside for a withdrawal; release: a block given back (rejected, cancelled, failed);
 * - payout: money sent out of a block; fee: the platform fee taken from a block;
 * - cash: a cash book entry confirmed (D-238, source: the entry): raised, never withdrawable;
 * - refund: a gift going back to its donor (D-256, source: the refund), carrying the gift's end of
 *   escrow: raised and supporters drop with it;
 * - reversal: a gift M-Pesa reversed without us (D-259, source: the mpesa_reversals row), as a refund.
 */
export type LedgerKind = 'donation' | 'block' | 'release' | 'payout' | 'fee' | 'cash' | 'refund' | 'reversal';

export interface LedgerEntriesTable {
  id: string;
  fundraiser_id: string;
  kind: LedgerKind;
  /** Always positive: the kind says which way it moves. */
  amount_minor: number;
  /** What caused it (a donation, a withdrawal, a payout); one entry per kind and source. */
  source_id: string;
  /** A credit's end of escrow (and its refund's); null for the other kinds. */
  available_at: string | null;
  created_at: string;
}

/** Sums of the ledger per fundraiser, updated with each entry: read without summing every row. */
export interface FundraiserBalancesTable {
  fundraiser_id: string;
  raised_minor: number;
  supporters: number;
  blocked_minor: number;
  withdrawn_minor: number;
  fee_minor: number;
  /** How much of raised_minor, and of supporters, is confirmed cash (migration 035, D-238). */
  cash_minor: number;
  cash_supporters: number;
  updated_at: string;
}

export interface LedgerDatabase {
  ledger_entries: LedgerEntriesTable;
  fundraiser_balances: FundraiserBalancesTable;
}
