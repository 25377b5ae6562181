import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLanguage } from '#shared/format-language.ts';
import type { Language } from '#shared/languages.ts';
import { en } from '../locales/en/common.ts';

// Every user-facing string goes through i18next. English is bundled (the spec's texts, word for
// word) and each feature adds its namespace when its code loads. Kiswahili comes as one chunk of
// every namespace (locales/sw/index.ts), fetched only by a device that speaks it, before the
// first render, so nobody sees English first; the service worker precaches it for offline use.

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  resources: { en: { common: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds a namespace (e.g. 'legal') once its chunk has loaded. */
export function addNamespace(ns: string, resources: Record<string, unknown>, lng = 'en') {
  if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, resources);
}

/** Adds every namespace of a language at once (the Kiswahili chunk, or all of it on the server). */
export function addLanguage(lng: Language, resources: Record<string, Record<string, unknown>>) {
  for (const [ns, bundle] of Object.entries(resources)) addNamespace(ns, bundle, lng);
}

/** Speaks a language from now on: its texts (loaded first if needed), formatting and <html lang>. */
export async function switchLanguage(lng: Language) {
  if (lng === 'sw' && !i18n.hasResourceBundle('sw', 'common')) {
    const { swResources } = await import('../locales/sw/index.ts');
    addLanguage('sw', swResources);
  }
  setFormatLanguage(lng);
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export const t = i18n.t.bind(i18n);
