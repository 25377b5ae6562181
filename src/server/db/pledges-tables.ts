import type { Generated, Selectable } from 'kysely';
import type { Language } from '#shared/languages.ts';
import type { PledgeLink, PledgePeriod, PledgeState } from '#shared/pledges/pledge-constants.ts';

// Pledges (migration 033, D-230…D-233): a promise beside the money, never counted as raised.

export interface PledgesTable {
  /** 12 random characters: in the pledger's link, but the link's secret is the token. */
  id: string;
  fundraiser_id: string;
  /** 1, 2, … within the fundraiser. */
  number: number;
  /** The paybill account that pays toward it: '{short_code}-{number}'. */
  reference: string;
  /** `reference` folded as the paybill matcher folds accounts (paybillKey). */
  reference_key: string;
  /** Its numeric paybill account (D-254), which the page and the reminders give; the reference still pays. */
  account_number: string | null;
  amount_minor: number;
  /** The parts of linked payments (pledge_payments), kept in the transaction that links them. */
  paid_minor: Generated<number>;
  /** The first (or only) due date, a Nairobi date 'YYYY-MM-DD'. */
  due_date: string;
  instalments: Generated<number>;
  period: PledgePeriod | null;
  /** 2547…/2541…: the reminders' number; never public, masked for the owner. */
  phone: string;
  email: string | null;
  display_name: string | null;
  anonymous: Generated<number>;
  public: Generated<number>;
  language: Generated<Language>;
  state: PledgeState;
  /** sha256 of the link's token; null until confirmed. */
  token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
  released_at: string | null;
  reminders_sent: Generated<number>;
  last_reminded_at: string | null;
}

/** One succeeded donation counted toward one pledge, at most once. */
export interface PledgePaymentsTable {
  donation_id: string;
  pledge_id: string;
  /** The part the pledge took; the rest of the donation is a plain gift. */
  applied_minor: number;
  via: PledgeLink;
  linked_at: string;
}

export interface PledgesDatabase {
  pledges: PledgesTable;
  pledge_payments: PledgePaymentsTable;
}

export type PledgeRow = Selectable<PledgesTable>;
export type PledgePaymentRow = Selectable<PledgePaymentsTable>;
