import { isLanguage, LANGUAGE_COOKIE, languageOf, type Language } from '#shared/languages.ts';

// Which language the app speaks (shared/languages.ts has the rule): the account's choice, this
// device's last choice, the browser's languages. The device's choice is a cookie, not
// localStorage, so the server draws its pages in it too, and a switch made on a server-drawn page
// (a plain form, no script) is the same choice the app reads.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readDeviceLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

export function storeDeviceLanguage(language: Language | null) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = language
    ? `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`
    : `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** The browser's own preference, as Accept-Language would send it. */
const browserLanguage = (): Language =>
  typeof navigator === 'undefined' ? 'en' : languageOf((navigator.languages ?? [navigator.language]).join(','));

/**
 * The language to start in: this device's last choice, else the signed-in account's (remembered
 * on the device), else the browser's. Signing in on a device with no choice applies the account's
 * (auth.atoms.ts); an account whose person never chose takes the device's at sign-in (D-251); a
 * choice made in the app while signed in is saved on the account too.
 */
export const startingLanguage = (accountLanguage: unknown): Language =>
  readDeviceLanguage() ?? (isLanguage(accountLanguage) ? accountLanguage : browserLanguage());
