import type { Language } from '#shared/languages.ts';

// The language chosen on this device, read synchronously before the app draws (localStorage, like
// the remembered user): the account's choice follows the person, this one the phone, so a signed-out
// visitor keeps it too. Kiswahili texts come later; i18n stays English until they exist.

const KEY = 'harambee.language.v1';

export function readDeviceLanguage(): Language | null {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    return value === 'en' || value === 'sw' ? value : null;
  } catch {
    return null;
  }
}

export function storeDeviceLanguage(language: Language | null) {
  try {
    if (language) localStorage.setItem(KEY, language);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or a full disk: the account still holds the choice.
  }
}
