import { LOCALE_OF, type Language } from './languages.ts';

// The language numbers, dates and money are formatted in: the app's current language in the
// browser; on the server, the language of the page being drawn (render-page.tsx sets it around
// its synchronous render) or, for an e-mail, the one its sender passes.

let current: Language = 'en';

export const formatLanguage = () => current;

export function setFormatLanguage(language: Language) {
  current = language;
}

/** Runs a synchronous render in a language and restores the one before. */
export function withFormatLanguage<T>(language: Language, draw: () => T): T {
  const before = current;
  current = language;
  try {
    return draw();
  } finally {
    current = before;
  }
}

/**
 * One formatter per language and kind: making one costs far more than using one (tens of
 * milliseconds on a slow phone, where a page shows a dozen amounts).
 */
export function formatterFor<F>(cache: Map<string, F>, kind: string, language: Language, make: (locale: string) => F) {
  const key = `${language}:${kind}`;
  let formatter = cache.get(key);
  if (!formatter) cache.set(key, (formatter = make(LOCALE_OF[language])));
  return formatter;
}

/**
 * A date formatter in the current language (or the one given, for an e-mail): ISO text in, the
 * date as `options` write it out, with one Intl formatter per language made on first use.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (iso: string, language: Language = current) =>
    formatterFor(formats, 'date', language, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(iso));
}
