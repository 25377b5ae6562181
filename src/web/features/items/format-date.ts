import { formatLanguage, formatterFor } from '#shared/format-language.ts';

// Dates of items and their messages in Kenyan time: the server and the browser (wherever it is)
// draw the same text, so hydrating a drawn page changes nothing.
const formats = new Map<string, Intl.DateTimeFormat>();

export const formatItemDate = (iso: string) =>
  formatterFor(
    formats,
    'date',
    formatLanguage(),
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Africa/Nairobi' }),
  ).format(new Date(iso));

export const formatItemDateTime = (iso: string) =>
  formatterFor(
    formats,
    'dateTime',
    formatLanguage(),
    (locale) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }),
  ).format(new Date(iso));
