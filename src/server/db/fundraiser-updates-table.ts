// The fundraiser_updates table (migration 010): an organiser's dated text, newest first on the
// public page, e-mailed once to the donors who asked for updates.

export interface FundraiserUpdatesTable {
  id: string;
  fundraiser_id: string;
  /** The organiser who posted it (only the owner may); shown by the organiser's name only. */
  author_id: string;
  body: string;
  created_at: string;
  /** When the one sender took this update's e-mails; null until then (never sent twice). */
  mail_claimed_at: string | null;
}
