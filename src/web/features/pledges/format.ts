import { dateFormat } from '#shared/format-language.ts';

// How the pledge screens write a pledge's calendar dates (money is shared/kes.ts's), which are Nairobi dates already ('YYYY-MM-DD', read at UTC midnight so no
// zone moves them a day).

const calendar = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-12-24' as '24 Dec 2026' (or the page language's way). */
export const calendarDate = (date: string) => calendar(`${date}T00:00:00Z`);

/** The last date the form takes: a year ahead of `today` (D-230's limit), 'YYYY-MM-DD'. */
export const lastDueDate = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
