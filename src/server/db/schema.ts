import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Currency, FundraiserStatus } from '#shared/constants.ts';
import type {
  EmailChangesTable,
  PasswordResetsTable,
  RefreshTokensTable,
  SessionsTable,
  VerificationAttemptsTable,
} from './credentials-tables.ts';
import type { DonationsTable, MpesaCodeChecksTable } from './donations-table.ts';
import type { FundraiserUpdatesTable } from './fundraiser-updates-table.ts';
import type { ItemsDatabase } from './items-tables.ts';
import type { LedgerDatabase } from './ledger-tables.ts';
import type { WithdrawalsDatabase } from './withdrawals-table.ts';
import type { PayoutDestinationsDatabase } from './payout-destinations-table.ts';
import type { TreasurersDatabase } from './treasurers-table.ts';
import type { PayoutsDatabase } from './payouts-table.ts';
import type { RefundsDatabase } from './refunds-table.ts';
import type { IdentityDatabase } from './identity-table.ts';
import type { MpesaReversalsDatabase } from './mpesa-reversals-table.ts';
import type { C2bDatabase } from './c2b-table.ts';
import type { CashBookDatabase } from './cash-book-table.ts';
import type { PledgesDatabase } from './pledges-tables.ts';
import type { PledgeRemindersDatabase } from './pledge-reminders-table.ts';
import type { ReportsTable } from './reports-table.ts';
import type { OutboxDatabase } from './outbox-tables.ts';
import type { ModerationAction } from '#shared/schemas/moderation.schema.ts';
import type { Relationship } from '#shared/schemas/beneficiary.ts';
import type { UsersTable } from './users-table.ts';

export type { UsersTable };

// Table types for Kysely. Portable across SQLite and PostgreSQL: ids are UUID text, timestamps are
// ISO-8601 UTC text (sortable as text), booleans are 0/1 integers, money is integer minor units.

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  route: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  /** The request holding the key; only it may answer or release it. */
  claim_id: string;
  /** Start of the holder's lease: an unanswered claim older than the lease may be taken over. */
  claimed_at: string;
  /** sha256 of what the request meant; null for keys stored before fingerprints. */
  fingerprint: string | null;
}

export interface CategoriesTable {
  id: number;
  name: string;
  slug: string;
  description: string;
  icon_name: string;
  position: number;
}

export interface LookupTable {
  id: number;
  name: string;
  position: number;
}

export interface FundraisersTable {
  id: string;
  short_code: string;
  user_id: string;
  category_id: number;
  status: FundraiserStatus;
  currency: Currency;
  rejection_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  /** The owner's last change while live (migration 017); null when never edited live. */
  edited_at: Generated<string | null>;
  /** Its numeric paybill account (D-254, migration 042); null only for rows made outside the app. */
  account_number: string | null;
  /** When a reviewer took it down, returning its money (migration 044, D-256). */
  taken_down_at: Generated<string | null>;
  /** Until when its donors may have their gifts back at once after a change of purpose (migration 048, D-262). */
  purpose_window_until: Generated<string | null>;
  purpose_changed_at: Generated<string | null>;
}

export interface FundraiserDetailsTable {
  fundraiser_id: string;
  kind: string;
  title: string;
  details: string;
  goal_minor: number;
  startup_name: string | null;
  business_description: string | null;
  location: string | null;
  industry_id: number | null;
  stage_id: number | null;
  team_size_id: number | null;
  website: string | null;
  social_media: string | null;
  organisation_name: string | null;
  registration_number: string | null;
  mission: string | null;
  /** Who an individual fundraiser is for (migration 016, D-170): null when for the organiser. */
  beneficiary_name: Generated<string | null>;
  /** A key of RELATIONSHIPS (shared/schemas/beneficiary.ts), with the name. */
  beneficiary_relationship: Generated<Relationship | null>;
  created_at: string;
  updated_at: string;
}

export interface FundraiserImagesTable {
  id: string;
  fundraiser_id: string;
  position: number;
  original_key: string;
  preview_key: string;
  variants: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

/** One of a fundraiser's five places for a photo, claimed before the image work starts. */
export interface PhotoSlotsTable {
  fundraiser_id: string;
  position: number;
  /** The id the photo will have (and its files are named by), fixed at reservation. */
  image_id: string;
  /** The request that reserved it (its idempotency claim), so a takeover can free it. */
  reserved_by: string;
  reserved_at: string;
  /** 1 once the photo is stored; 0 while reserved (reclaimable after the lease). */
  filled: number;
}

/** When a periodic job last started, shared by every instance on the database. */
export interface MaintenanceRunsTable {
  name: string;
  last_run_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email_address: string;
  topic: string;
  message: string;
  user_id: string | null;
  created_at: string;
}

/** One moderation decision: who (null: the command line), when, what, which fundraiser, why. */
export interface ModerationDecisionsTable {
  id: string;
  fundraiser_id: string;
  reviewer_id: string | null;
  action: ModerationAction;
  reason: string | null;
  created_at: string;
}

/** The item tables (migration 012) are declared in items-tables.ts. */
export interface Database
  extends
    ItemsDatabase,
    LedgerDatabase,
    WithdrawalsDatabase,
    PayoutDestinationsDatabase,
    PayoutsDatabase,
    RefundsDatabase,
    IdentityDatabase,
    MpesaReversalsDatabase,
    C2bDatabase,
    CashBookDatabase,
    OutboxDatabase,
    PledgesDatabase,
    PledgeRemindersDatabase,
    TreasurersDatabase {
  users: UsersTable;
  verification_attempts: VerificationAttemptsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  fundraising_categories: CategoriesTable;
  industries: LookupTable;
  startup_stages: LookupTable;
  team_sizes: LookupTable;
  fundraisers: FundraisersTable;
  fundraiser_details: FundraiserDetailsTable;
  fundraiser_images: FundraiserImagesTable;
  photo_slots: PhotoSlotsTable;
  maintenance_runs: MaintenanceRunsTable;
  donations: DonationsTable;
  mpesa_code_checks: MpesaCodeChecksTable;
  contact_messages: ContactMessagesTable;
  moderation_decisions: ModerationDecisionsTable;
  fundraiser_updates: FundraiserUpdatesTable;
  reports: ReportsTable;
  shared_tokens: SharedTokensTable;
  counters: CountersTable;
}

/** Numbers handed out in order (migration 042): 'account_number' is the next paybill account's. */
export interface CountersTable {
  name: string;
  value: number;
}

/** Tokens every instance shares (migration 030, D-224). */
export interface SharedTokensTable {
  name: string;
  sealed: string | null;
  expires_at: string | null;
  lease_until: string | null;
  version: string;
  updated_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type FundraiserRow = Selectable<FundraisersTable>;
export type NewFundraiser = Insertable<FundraisersTable>;
export type DetailsRow = Selectable<FundraiserDetailsTable>;
export type ImageRow = Selectable<FundraiserImagesTable>;
export type DonationRow = Selectable<DonationsTable>;
export type { DonationsTable, EmailChangesTable, RefreshTokensTable, SessionsTable };
export type { OutboxChannel, OutboxTable } from './outbox-tables.ts';
