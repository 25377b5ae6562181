import { z } from 'zod';
import { DONATION } from '#shared/constants.ts';
import { chosenAmount } from '#shared/money.ts';
import { normalizeKenyanPhone } from '#shared/phone.ts';
import type { DonateFormState } from '#shared/public-pages.ts';
import { donationRequestSchema } from '#shared/schemas/donation.schema.ts';

/** What the sheet's fields hold: text, as typed (the schema turns it into the request). */
export interface SheetValues {
  short_code: string;
  preset: string;
  amount: string;
  phone: string;
  display_name: string;
  anonymous: boolean;
  message: string;
  email: string;
  /** 'E-mail me this fundraiser's updates': ticked unless the donor unticks it. */
  updates: boolean;
}

export const SHEET_FIELDS = ['amount', 'phone', 'display_name', 'message', 'email'] as const;

/**
 * The shared request schema, after the sheet's one rule: the amount is what was typed under
 * 'Other amount', else the preset picked (the server applies the same rule to the plain form).
 */
export const sheetSchema = z
  .looseObject({ preset: z.string().optional(), amount: z.string().optional(), updates: z.unknown() })
  .transform(({ preset, amount, updates, ...rest }) => ({
    ...rest,
    amount: chosenAmount(preset, amount) as unknown,
    // The updates box is offered with an e-mail only, and means nothing without one.
    ...(typeof rest.email === 'string' && rest.email.trim() && { updates }),
  }))
  .pipe(donationRequestSchema);

export function sheetDefaults(shortCode: string, initial: DonateFormState['values'] = {}): SheetValues {
  return {
    short_code: shortCode,
    preset: initial.preset ?? '',
    amount: initial.amount ?? '',
    phone: initial.phone ?? '',
    display_name: initial.display_name ?? '',
    anonymous: initial.anonymous ?? false,
    message: initial.message ?? '',
    email: initial.email ?? '',
    updates: initial.updates ?? true,
  };
}

/** The whole shillings the Donate button can name, or undefined while the amount is not valid. */
export function buttonAmount(preset: string, other: string) {
  const kes = Number(chosenAmount(preset, other).replace(/[\s,]/g, ''));
  return Number.isInteger(kes) && kes >= DONATION.minKes && kes <= DONATION.maxKes ? kes : undefined;
}

/** What a signed-in donor's account fills in (only what it has; a number only when M-Pesa takes it). */
export interface Prefill {
  display_name?: string;
  phone?: string;
  email?: string;
}

export function prefillOf(
  user: { full_name: string; email_address: string; mobile_number: string | null; country_code: string | null } | null,
): Prefill | undefined {
  if (!user) return undefined;
  const number = user.mobile_number ? `${user.country_code ?? ''}${user.mobile_number}` : '';
  const msisdn = number ? (normalizeKenyanPhone(number) ?? normalizeKenyanPhone(user.mobile_number ?? '')) : null;
  return {
    display_name: user.full_name.trim() || undefined,
    email: user.email_address || undefined,
    phone: msisdn ? `0${msisdn.slice(3)}` : undefined,
  };
}
