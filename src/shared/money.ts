import type { Currency } from './constants.ts';

// How raised and goal read everywhere: on the server-rendered page and in the app alike.

/** Spec §9: the preview's goal when none is saved. */
export const DEFAULT_GOAL = 10000;

// Making a formatter costs far more than using one (tens of milliseconds on a slow phone, where a
// page shows a dozen amounts), so there is one per currency.
const formatters = new Map<Currency, Intl.NumberFormat>();

/** Money the Kenyan way (decisions: en-KE, the fundraiser's currency). */
export function formatMoney(amount: number, currency: Currency) {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-KE', { style: 'currency', currency, maximumFractionDigits: 0 });
    formatters.set(currency, format);
  }
  return format.format(amount);
}

/** Spec §9: round(raised / goal × 100), 0 when the goal is 0. */
export const percentRaised = (raised: number, goal: number) => (goal === 0 ? 0 : Math.round((raised / goal) * 100));
