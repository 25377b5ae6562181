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

export interface TreasurersDatabase {
  fundraiser_treasurers: FundraiserTreasurersTable;
}

export type TreasurerRow = Selectable<FundraiserTreasurersTable>;
