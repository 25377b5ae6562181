import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  /** Why the last attempt failed; the confirm button then reads 'Try again'. */
  error?: string;
  /** Offline: the confirm button waits (the note is the page's). */
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; Cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  busy,
  error,
  disabled,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog className="owner-dialog" labelledBy={titleId} onClose={onCancel} initialFocus={cancelRef}>
      <h2 id={titleId}>{title}</h2>
      <p>{body}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="owner-dialog-actions">
        <button ref={cancelRef} type="button" className="button-outline" data-dialog-close>
          {t('preview.cancel')}
        </button>
        <button
          type="button"
          className="button-solid button-danger"
          disabled={busy || disabled}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {error ? t('errors.retry') : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
