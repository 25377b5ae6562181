import type { Generated } from 'kysely';
import type { Provider, Role } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';

// The accounts (schema.ts has the conventions: UUID text ids, ISO-8601 UTC text, 0/1 booleans).

export interface UsersTable {
  id: string;
  email_address: string;
  password_hash: string | null;
  firstname: string;
  lastname: string;
  mobile_number: string | null;
  country_code: string | null;
  bio: string | null;
  photo_url: string | null;
  provider: Provider;
  uid: string | null;
  role: Role;
  is_verified: number;
  verified_at: string | null;
  terms_accepted_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'en' or 'sw': what its e-mails and texts are written in (D-251). */
  language: Generated<Language>;
  /** 0/1: e-mails that are not about security (see services/notifications.ts). */
  notification_emails: Generated<number>;
  /** Set when the owner deleted the account: the row stays, anonymised. */
  deleted_at: string | null;
  /** 2547…/2541… (src/shared/phone.ts); verified once phone_verified_at is set (migration 019). */
  phone: string | null;
  phone_verified_at: string | null;
  /** When a verified number last gave way to another (migration 040, D-249): money codes wait a day after. */
  phone_changed_at: string | null;
  /** When the person chose `language` in settings (D-251); null: never, and a sign-in may set it. */
  language_chosen_at: string | null;
}
