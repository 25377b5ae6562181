import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en/common.ts';

// Every user-facing string goes through i18next. English is bundled (the spec's texts, word for
// word); long texts such as the legal pages live in their own namespace, loaded with their route.

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

export const t = i18n.t.bind(i18n);
