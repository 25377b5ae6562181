// Texts go out only between 08:00 and 20:00 Nairobi time, unless they are a code the person just
// asked for (spec decisions, "Paybill, SMS and reconciliation"). Nairobi is UTC+3 all year (no
// daylight saving), so a fixed offset is exact.

const NAIROBI_OFFSET_MS = 3 * 3600 * 1000;
export const QUIET_HOURS = { start: 20, end: 8 } as const;

/** When a text written at `now` may be sent: `now` itself, or the next 08:00 in Nairobi. */
export function sendableFrom(now: Date, urgent: boolean): Date {
  if (urgent) return now;
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_HOURS.end && hour < QUIET_HOURS.start) return now;
  const day = local.getUTCDate() + (hour >= QUIET_HOURS.start ? 1 : 0);
  const eightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), day, QUIET_HOURS.end);
  return new Date(eightLocal - NAIROBI_OFFSET_MS);
}

/** A code the person just asked for: its purpose ends in '-code' (e.g. 'phone-code'); it ignores quiet hours. */
export const isCodePurpose = (purpose: string) => purpose.endsWith('-code');
