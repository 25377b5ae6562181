import { useTranslation } from 'react-i18next';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { treasurers } from '#web/locales/en/treasurers.ts';

addNamespace('treasurers', treasurers);

const KEY_BY_TEXT = new Map<string, string>(Object.entries(TREASURER_MSG).map(([key, text]) => [text, key]));

/**
 * The treasurers' texts ('treasurers' namespace), and `say`: a server message in the app's language
 * (the server answers in English; its treasurer words are this namespace's `messages`).
 */
export function useTreasurersTranslation() {
  const { t } = useTranslation('treasurers');
  const say = (message: string | undefined) => {
    const key = message && KEY_BY_TEXT.get(message);
    return key ? t(`messages.${key}`) : translateMessage(message);
  };
  return { t, say };
}
