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
