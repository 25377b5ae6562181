import type { Selectable } from 'kysely';
import type { DocumentType, IdentityStatus } from '#shared/schemas/identity.schema.ts';

// Identity checks (migration 045, D-258): one row per submission; the newest decides.

export interface IdentityChecksTable {
  id: string;
  user_id: string;
  document_type: DocumentType;
  /** Null once the documents were deleted. */
  document_number: string | null;
  /** Private photos under `identity/` (never served by /media/); null once deleted. */
  document_key: string | null;
  selfie_key: string | null;
  status: IdentityStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  documents_deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface IdentityDatabase {
  identity_checks: IdentityChecksTable;
}

export type IdentityCheckRow = Selectable<IdentityChecksTable>;
