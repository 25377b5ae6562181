import type { Currency } from './constants.ts';

// How raised and goal read everywhere: on the server-rendered page and in the app alike.

/** Spec §9: the preview's goal when none is saved. */
export const DEFAULT_GOAL = 10000;

/** Money the Kenyan way (decisions: en-KE, the fundraiser's currency). */
export const formatMoney = (amount: number, currency: Currency) =>
  new Intl.NumberFormat('en-KE', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** Spec §9: round(raised / goal × 100), 0 when the goal is 0. */
export const percentRaised = (raised: number, goal: number) => (goal === 0 ? 0 : Math.round((raised / goal) * 100));
