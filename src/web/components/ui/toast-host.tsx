import { useAtomValue } from '#web/lib/store.ts';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastsAtom } from '#web/lib/toast.ts';

/**
 * Toasts at the bottom on phones, top right on wide screens (see feedback.css), dense. The host is a polite live region that is always
 * in the page, so each toast added to it is read out without interrupting; an error is an alert,
 * read at once, as the one kind a user must not miss.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast-host" aria-live="polite">
      {toasts.map((x) => (
        <div key={x.id} className={`toast toast-${x.kind}`} role={x.kind === 'error' ? 'alert' : 'status'}>
          <span>{x.message}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={() => dismissToast(x.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
