import { useTranslation } from 'react-i18next';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { addMessages, translateMessage } from '#web/lib/translate-message.ts';
import { treasurers } from '#web/locales/en/treasurers.ts';

addNamespace('treasurers', treasurers);
// The server answers in English; these are its treasurer words, shown in the app's language.
addMessages('treasurers', 'messages', TREASURER_MSG);

/** The treasurers' texts ('treasurers' namespace), and `say`: a server message in the app's language. */
export function useTreasurersTranslation() {
  const { t } = useTranslation('treasurers');
  return { t, say: translateMessage };
}
