import type { Selectable } from 'kysely';

// A fundraiser's treasurers (migration 024, D-205): invited by e-mail, active once accepted by the
// account of that address, history once removed.

export interface FundraiserTreasurersTable {
  id: string;
  fundraiser_id: string;
  /** Lower case: the address the invitation went to, and the account's that accepts it. */
  email_address: string;
  /** sha256 of the invitation's token; null once accepted or removed (the link works once). */
  token_hash: string | null;
  /** The invitation's link works until then. */
  expires_at: string;
  invited_by: string;
  invited_at: string;
  user_id: string | null;
  accepted_at: string | null;
  /** Revoked (an invitation) or removed (a treasurer): the row no longer counts. */
  removed_at: string | null;
}

/** A change of treasurers waiting for their majority while money is held (migration 043, D-255). */
export interface TreasurerChangesTable {
  id: string;
  fundraiser_id: string;
  kind: 'add' | 'remove';
  /** The address to invite (add), or the treasurer's (remove). */
  email_address: string;
  /** The treasurer to remove; null for an invitation. */
  treasurer_id: string | null;
  requested_by: string;
  requested_at: string;
  approvals_needed: number;
  status: 'open' | 'made' | 'cancelled';
  closed_at: string | null;
}

export interface TreasurerChangeApprovalsTable {
  change_id: string;
  user_id: string;
  approved_at: string;
}

export interface TreasurersDatabase {
  fundraiser_treasurers: FundraiserTreasurersTable;
  treasurer_changes: TreasurerChangesTable;
  treasurer_change_approvals: TreasurerChangeApprovalsTable;
}

export type TreasurerChangeRow = Selectable<TreasurerChangesTable>;

export type TreasurerRow = Selectable<FundraiserTreasurersTable>;
