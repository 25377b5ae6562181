import { useTranslation } from 'react-i18next';
import { CASH_MSG } from '#shared/cash-book.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { addMessages, translateMessage } from '#web/lib/translate-message.ts';
import { cashBook } from '#web/locales/en/cash-book.ts';

addNamespace('cash-book', cashBook);
// The server answers in English; these are its cash book words, shown in the app's language.
addMessages('cash-book', 'messages', CASH_MSG);

/** The cash book's texts ('cash-book' namespace), and `say`: a server message in the app's language. */
export function useCashBookTranslation() {
  const { t } = useTranslation('cash-book');
  return { t, say: (message: string) => translateMessage(message) ?? message };
}
