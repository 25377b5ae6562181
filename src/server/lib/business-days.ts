// Escrow counts business days in Nairobi (UTC+3 all year, no daylight saving): Monday to Friday.
// Public holidays are not skipped: the Terms promise release "5–7 business days" after a donation,
// and a holiday inside the window stays within that promise.

const NAIROBI_OFFSET_MS = 3 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const isWeekend = (nairobiDay: number) => nairobiDay === 0 || nairobiDay === 6;

/** The instant `days` business days after `from`, at the same time of day; 0 is `from` itself. */
export function addBusinessDays(from: Date, days: number): Date {
  let local = from.getTime() + NAIROBI_OFFSET_MS;
  for (let left = days; left > 0;) {
    local += DAY_MS;
    if (!isWeekend(new Date(local).getUTCDay())) left--;
  }
  return new Date(local - NAIROBI_OFFSET_MS);
}
