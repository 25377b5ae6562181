import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { wrapTab } from './focus-trap.ts';

interface ModalDialogProps {
  className: string;
  labelledBy: string;
  /** Runs after the dialog has closed, so the caller can hand the focus back. */
  onClose: () => void;
  /** Its content; a button marked `data-dialog-close` closes it. */
  children: ReactNode;
  /** Focused once open (else the browser's choice: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A native modal <dialog>, mounted only while open: the top layer sits above Ionic's overlays
 * without z-index games, the browser keeps the focus inside and the page behind inert, and it
 * costs no bundle. Escape, Android's back gesture (both arrive as `cancel`) and a tap on the
 * backdrop close it, through one `close` so the focus hand-back happens in one place. While open,
 * the page behind is inert and Tab wraps around inside it; once gone, the focus returns to
 * where it was before, unless the caller has already put it somewhere.
 */
export function ModalDialog({ className, labelledBy, onClose, children, initialFocus }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Where the focus was (the button that opened it): it goes back there once the dialog is gone.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Engines without showModal (old WebViews, jsdom) still show it, only not modal.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
    return () => {
      closeDialog(dialog);
      returnFocus(opener);
    };
  }, [initialFocus]);

  const close = () => {
    if (dialogRef.current) closeDialog(dialogRef.current);
    onClose();
  };

  return (
    // A modal <dialog> is the interactive element here: Escape and a backdrop tap close it, as the
    // platform's own dialogs do; the buttons inside remain the keyboard path.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Tab wraps around inside (focus-trap.ts); Escape is handled too for engines without modal dialogs.
      onKeyDown={(event) => {
        if (wrapTab(event.currentTarget, event)) return;
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      // A tap on the backdrop lands on the <dialog> itself; taps inside land on its body.
      onClick={(event) => {
        const closer = (event.target as Element).closest('[data-dialog-close]');
        if (event.target === event.currentTarget || closer) close();
      }}
    >
      {children}
    </dialog>
  );
}

function closeDialog(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** Back to the element focused before the dialog, when the focus was left nowhere (on the body). */
function returnFocus(opener: HTMLElement | null) {
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected;
  if (lost && opener?.isConnected) opener.focus();
}
