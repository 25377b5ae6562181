import type { FieldErrors } from '../schemas/field-errors.ts';
import type { PledgeView } from './pledge.schema.ts';

// The pledge pages the server draws (D-240, D-241): the pledge form at /f/{code}/pledge (an island:
// react-hook-form and the SMS code step once it has its script, a plain form before) and the
// pledger's own page at /p/{id}?t={token} (no script at all: a phone on 3G gets all of it at once).

/** The fundraiser a pledge is made to: what the form's page shows of it. */
export interface PledgeTarget {
  short_code: string;
  title: string;
  live: boolean;
}

/** The form's fields as their inputs hold them (a posted plain form brings them back as text). */
export type PledgeFormValues = Partial<
  Record<'amount' | 'plan' | 'due_date' | 'instalments' | 'period' | 'phone' | 'display_name' | 'email', string>
> & { anonymous?: boolean; public?: boolean };

/** The code step: the pledge waiting for its phone's code, and that phone as its owner wrote it. */
export interface PledgeAwaitingCode {
  id: string;
  /** 0712 ••• 678: which phone to look at, never the whole number in a page. */
  phone: string;
}

/**
 * The pledge form as the server draws it: empty, or again after the plain form was posted (what was
 * typed and the messages), or at its code step once the pledge was taken.
 */
export interface PledgeFormState {
  values: PledgeFormValues;
  errors?: FieldErrors;
  /** A message for the whole form (409 not live, 429 too many, 503). */
  message?: string;
  /** Good news for the whole form (a new code is on its way). */
  notice?: string;
  awaiting?: PledgeAwaitingCode;
}

export interface PledgeFormPage {
  kind: 'pledge';
  fundraiser: PledgeTarget;
  /** The fundraiser's public page. */
  pageUrl: string;
  form: PledgeFormState;
  /** Today in Nairobi, 'YYYY-MM-DD', as the server read it: the earliest due date (same on both sides). */
  today: string;
  status?: 400 | 409 | 429 | 503;
}

/** /p/{id}?t=: the pledge as its link's holder sees it, with the token its forms post back. */
export interface MyPledgePage {
  kind: 'my-pledge';
  pledge: PledgeView;
  token: string;
  /** The answer to a release posted without a script (the pledge was paid in full meanwhile). */
  message?: string;
  status?: 409 | 429;
}
