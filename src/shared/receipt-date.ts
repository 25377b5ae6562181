import { formatLanguage, formatterFor } from './format-language.ts';
import type { Language } from './languages.ts';

// When a donation was paid, in Kenyan time: the same on the receipt page, in the e-mailed receipt,
// on the owner's dashboard and on any phone, whatever its clock's zone.

const formats = new Map<string, Intl.DateTimeFormat>();

export const receiptDate = (iso: string, language: Language = formatLanguage()) =>
  formatterFor(
    formats,
    'receipt',
    language,
    (locale) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }),
  ).format(new Date(iso));
