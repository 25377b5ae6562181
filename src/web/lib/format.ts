import type { Currency } from '#shared/constants.ts';

/** Money the Kenyan way (decisions: en-KE, the fundraiser's currency). */
export const formatMoney = (amount: number, currency: Currency) =>
  new Intl.NumberFormat('en-KE', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** Dates and times on the profile page. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
