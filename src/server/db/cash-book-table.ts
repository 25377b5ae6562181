import type { Selectable } from 'kysely';
import type { CashStatus } from '#shared/cash-book.ts';

// The harambee's cash book (migration 035, D-237): one row per gift recorded by a treasurer or the
// owner; it counts (a `cash` ledger entry, D-238) once a second person confirms it.

export interface CashEntriesTable {
  id: string;
  fundraiser_id: string;
  amount_minor: number;
  /** Null for an anonymous gift: no name is kept (D-239). */
  donor_name: string | null;
  /** YYYY-MM-DD, the day in Nairobi it was received. */
  received_on: string;
  note: string;
  /** The receipt book page's photo in the media store, under `cash-book/` (never public, D-239). */
  photo_key: string | null;
  status: CashStatus;
  recorded_by: string;
  recorded_at: string;
  /** Who confirmed or refused it, and when. */
  decided_by: string | null;
  decided_at: string | null;
  refusal_reason: string | null;
}

export interface CashBookDatabase {
  cash_entries: CashEntriesTable;
}

export type CashEntryRow = Selectable<CashEntriesTable>;
