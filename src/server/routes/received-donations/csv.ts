// RFC 4180 CSV that a spreadsheet opens safely: every field quoted, and a field a spreadsheet
// would run as a formula (=, +, -, @, tab or carriage return first: "CSV injection") is prefixed
// with an apostrophe, as OWASP advises. Donors write the messages, so they are untrusted text.
const FORMULA_START = /^[=+\-@\t\r]/;

const field = (value: string | number) => {
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const csvRow = (values: (string | number)[]) => `${values.map(field).join(',')}\r\n`;

const NAIROBI = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant in Kenyan time (EAT, UTC+3 all year) as `2026-11-25 14:03:07`: the time on the
 * owner's M-Pesa statement, in the one form every spreadsheet reads as a date and time (an ISO
 * string with its `T` and `Z` stays text in most of them).
 */
export function nairobiDateTime(iso: string) {
  const part = Object.fromEntries(NAIROBI.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
