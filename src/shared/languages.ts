// The app's two languages and how a request says which one it wants. One home for the rule the
// server (drawn pages, e-mails) and the app both follow: the account's choice, then this device's
// last choice (a cookie the app keeps in step with localStorage), then the browser's Accept-Language.

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag numbers, dates and money are formatted with, per language. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** The device's last choice, as a cookie the server can read when it draws a page. */
export const LANGUAGE_COOKIE = 'harambee_lang';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'sw';

/** The first of our languages the browser's Accept-Language names (by its weights), else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { base: tag.split('-')[0]!, q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.map((entry) => entry.base).find(isLanguage) ?? 'en';
}

/** The language a request asks for: the device's cookie, then Accept-Language. */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return isLanguage(cookie) ? cookie : languageOf(acceptLanguage);
}

/** Each language by its own name (an endonym), so a reader finds theirs whatever the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };
