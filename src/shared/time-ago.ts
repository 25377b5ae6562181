import { formatLanguage, formatterFor } from './format-language.ts';
import type { Language } from './languages.ts';

// How long ago something happened, in the language of the page ('2 days ago', 'juzi'), told from a
// `now` that comes with the data (the time the server read it, D-166): the page the server draws and
// the page that hydrates it say the same words, whenever each runs.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * `iso` relative to `now` (ms) in whole units, 'yesterday' and 'last week' where the language has
 * such words; `justNow` (the catalogue's text) under a minute; '' for a time it cannot read.
 */
export function timeAgo(iso: string, now: number, justNow: string, language: Language = formatLanguage()) {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (!Number.isFinite(seconds)) return '';
  const format = formatterFor(
    formats,
    'ago',
    language,
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return format.format(-n, unit);
  }
  return justNow;
}
