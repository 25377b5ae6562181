// Days as Kenyans count them: Nairobi is UTC+3 all year (no daylight saving), so a fixed offset
// is exact. One home for "today", "on that day" and "by the end of that day".

const NAIROBI_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/** The calendar day in Nairobi at `at` (YYYY-MM-DD): what "today" and "created on" mean here. */
export const nairobiDate = (at: Date | string | number) =>
  new Date(new Date(at).getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);

/** The instant the Nairobi day of `at` ends (the next midnight there), as ISO-8601 UTC. */
export const nairobiDayEnd = (at: Date | string | number) =>
  new Date(Date.parse(`${nairobiDate(at)}T00:00:00.000Z`) + DAY_MS - NAIROBI_OFFSET_MS).toISOString();
