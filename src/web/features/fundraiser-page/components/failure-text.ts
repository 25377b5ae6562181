import { translateMessage } from '#web/components/form/translate-message.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { PhotoRefused } from '../api/owner-actions.ts';

/** What to tell the owner when a write failed: the server's message, else the general one. */
export function failureText(error: unknown) {
  const message = error instanceof PhotoRefused ? error.message : errorBody(error).message;
  return translateMessage(message) ?? t('errors.unexpected');
}
