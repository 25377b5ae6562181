// The tables of sign-in and account recovery: codes waiting to be typed, reset links, e-mail
// changes, sessions and their rotating refresh tokens. Secrets are stored only as hashes.

/** One sign-up or sign-in waiting for its e-mailed code; `id_hash` is sha256 of the browser's secret. */
export interface VerificationAttemptsTable {
  id_hash: string;
  /** Null for a code that proves a phone without an account (a pledge's, migration 033). */
  user_id: string | null;
  code_hash: string;
  expires_at: string;
  attempts: number;
  created_at: string;
  pending_password_hash: string | null;
  pending_firstname: string | null;
  pending_lastname: string | null;
  /** A phone code's number, set as the account's once the code is right (migration 019). */
  pending_phone: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An e-mail change waiting for the new address's code; the old address holds the undo link. */
export interface EmailChangesTable {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  code_hash: string;
  code_expires_at: string;
  attempts: number;
  undo_token_hash: string;
  undo_expires_at: string;
  undo_used_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  user_agent: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
