import { useEffect, useId, useRef } from 'react';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { DonateFlow, type FlowProps } from './donate-flow.tsx';

/**
 * The donation sheet over the fundraiser's page, without a page load: a modal <dialog> (the
 * browser keeps the focus inside it and the page behind it inert), a bottom sheet on phones and
 * centred on wide screens. Escape, the back gesture, the close button and a tap on the backdrop
 * close it; `onClose` runs after, so the caller hands the focus back to Donate.
 */
export function DonateDialog({ onClose, ...flow }: FlowProps & { onClose: () => void }) {
  const { t } = useDonateTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Engines without showModal (old WebViews, jsdom) still show it, only not modal.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => closeDialog(dialog);
  }, []);

  const close = () => {
    if (dialogRef.current) closeDialog(dialogRef.current);
    onClose();
  };

  return (
    // A modal <dialog> is the interactive element here: Escape and a backdrop tap close it, as the
    // platform's own dialogs do; the close button remains the keyboard path.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      className="donate-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="donate-dialog-body">
        <header className="donate-dialog-head">
          <h2 id={titleId}>{t('sheetTitle', { title: flow.fundraiser.title })}</h2>
          <button type="button" className="donate-dialog-close" aria-label={t('close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <DonateFlow {...flow} />
      </div>
    </dialog>
  );
}

function closeDialog(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
