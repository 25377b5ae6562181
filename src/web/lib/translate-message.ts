import { MSG } from '#shared/messages.ts';
import { t } from './i18n.ts';

// Validation messages come from the shared schemas (English, the spec's words). They are shown
// through the i18n catalogue by their key, so a second language can translate them.
const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(MSG).flatMap(([key, v]) => (typeof v === 'string' ? [[v, `messages.${key}`]] : [])),
);

/**
 * A feature's own server messages (key → English text), translated as `{ns}:{prefix}.{key}` once
 * the feature's code has loaded; a text MSG already has keeps MSG's key.
 */
export function addMessages(ns: string, prefix: string, texts: Readonly<Record<string, string>>) {
  for (const [key, text] of Object.entries(texts))
    if (!KEY_BY_TEXT.has(text)) KEY_BY_TEXT.set(text, `${ns}:${prefix}.${key}`);
}

export function translateMessage(message: string | undefined) {
  if (!message) return undefined;
  const key = KEY_BY_TEXT.get(message);
  // The English text stands in while a language's namespace is not loaded.
  return key ? t(key, { defaultValue: message }) : message;
}
