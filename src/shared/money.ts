import { DONATION, type Currency } from './constants.ts';
import { formatLanguage, formatterFor } from './format-language.ts';
import { formatKes, toMinor } from './kes.ts';
import type { Language } from './languages.ts';

// How raised and goal read everywhere: on the server-rendered page and in the app alike.

/** Spec §9: the preview's goal when none is saved. */
export const DEFAULT_GOAL = 10000;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money the Kenyan way (decisions: en-KE or sw-KE), in a fundraiser's own currency: its goal and what
 * it raised, in that currency's units. KES is written by kes.ts, the one writer of shillings (D-247).
 */
export const formatMoney = (amount: number, currency: Currency, language: Language = formatLanguage()) =>
  currency === 'KES'
    ? formatKes(toMinor(amount), language)
    : formatterFor(
        formatters,
        currency,
        language,
        (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
      ).format(amount);

/** Spec §9: round(raised / goal × 100), 0 when the goal is 0. */
export const percentRaised = (raised: number, goal: number) => (goal === 0 ? 0 : Math.round((raised / goal) * 100));

/**
 * Raised money as a fundraiser shows it. Donations are always KES; a fundraiser in another currency
 * has its total converted at a configured rate (decisions, Payments), so it is only about that:
 * marked '≈'. The one home of that rule, for the page, the cards and the donation sheet.
 */
export const formatRaised = (amount: number, currency: Currency, language: Language = formatLanguage()) =>
  currency === 'KES' ? formatMoney(amount, currency, language) : `≈ ${formatMoney(amount, currency, language)}`;

/**
 * The amount a donor chose on the donation sheet: what they typed under 'Other amount', else the
 * preset they picked. The same rule in the browser and for the plain form the server receives,
 * where both fields may arrive (a preset picked, then an amount typed, with no script to clear one).
 */
export const chosenAmount = (preset: string | undefined, other: string | undefined) =>
  other?.trim() ? other : (preset ?? '');

/**
 * An amount from a link (`/f/{code}/donate?amount=500`, 'Try again' without a script) as the
 * sheet's fields take it: a preset it matches is picked, any other whole amount is typed in.
 */
export function amountFromLink(value: string | null | undefined): { preset?: string; amount?: string } {
  const kes = Number(value);
  if (!value || !Number.isInteger(kes) || kes < DONATION.minKes || kes > DONATION.maxKes) return {};
  return (DONATION.presetsKes as readonly number[]).includes(kes) ? { preset: String(kes) } : { amount: String(kes) };
}
