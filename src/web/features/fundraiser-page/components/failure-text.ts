import { translateMessage } from '#web/lib/translate-message.ts';
import { errorBody, statusOf } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { PhotoRefused } from '../api/owner-actions.ts';

/** What to tell the owner when a write failed: the server's message, else the general one. */
export function failureText(error: unknown) {
  const message = error instanceof PhotoRefused ? error.message : errorBody(error).message;
  return translateMessage(message) ?? t('errors.unexpected');
}

/**
 * A 409 means the fundraiser moved on (a reviewer approved it, it was closed already): the refresh
 * that follows takes away the panel or dialog that would show the message, so it is also toasted.
 */
export function toastIfMovedOn(error: unknown) {
  if (statusOf(error) === 409) toast('error', failureText(error));
}
