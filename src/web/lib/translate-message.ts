import { MSG } from '#shared/messages.ts';
import { t } from './i18n.ts';

// Validation messages come from the shared schemas (English, the spec's words). They are shown
// through the i18n catalogue by their MSG key, so a second language can translate them.
const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(MSG).flatMap(([key, v]) => (typeof v === 'string' ? [[v, key]] : [])),
);

export function translateMessage(message: string | undefined) {
  if (!message) return undefined;
  const key = KEY_BY_TEXT.get(message);
  return key ? t(`messages.${key}`) : message;
}
