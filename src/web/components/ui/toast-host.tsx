import { useTranslation } from 'react-i18next';
import { useAtomValue } from '#web/lib/store.ts';
import { dismissToast, toastsAtom } from '#web/lib/toast.ts';

/**
 * Toasts over the page on phones, at the edge away from the focused field (D-252), top right on
 * wide screens (see feedback.css), dense. The host is a polite live region that is always in the
 * page, so each toast added to it is read out without interrupting; an error is an alert, read at
 * once, as the one kind a user must not miss.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  // The newest toast's edge, chosen as it arrived: it stays put while it shows.
  const edge = toasts.at(-1)?.edge ?? 'bottom';
  return (
    <div className={`toast-host is-${edge}`} aria-live="polite">
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
