import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIET_ZONE, downloadBlob, qrModules, qrPath, qrPng } from './qr-code.ts';
import { qrFileName } from './share-links.ts';

/**
 * The fundraiser's QR code in a native modal <dialog>: the top layer sits above Ionic's overlays
 * without z-index games and costs no bundle. Mounted only while open; `onClose` runs after the
 * modal has closed, so the caller can move focus back outside it.
 */
export function QrDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [modules, setModules] = useState<boolean[][] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Engines without showModal (old WebViews, jsdom) still show it, only not modal.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
    return () => closeDialog(dialog);
  }, []);

  useEffect(() => {
    let current = true;
    qrModules(url).then(
      (data) => current && setModules(data),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url]);

  const close = () => {
    if (dialogRef.current) closeDialog(dialogRef.current);
    onClose();
  };

  const download = async () => {
    if (!modules) return;
    try {
      downloadBlob(await qrPng(modules), qrFileName(url));
    } catch {
      setFailed(true);
    }
  };

  const side = modules ? modules.length + 2 * QUIET_ZONE : 0;
  return (
    // A modal <dialog> is the interactive element here: Escape and a backdrop tap close it, as the
    // platform's own dialogs do; the buttons inside remain the keyboard path.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      className="qr-dialog"
      aria-labelledby={titleId}
      // Escape and Android's back gesture arrive as `cancel`; closing through `close` keeps the
      // focus hand-back in one place. The key is handled too for engines without modal dialogs.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      // A tap on the backdrop lands on the <dialog> itself; taps inside land on its body.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="qr-dialog-body">
        <h2 id={titleId}>{t('share.qrTitle')}</h2>
        {modules ? (
          <svg
            className="qr-code"
            role="img"
            aria-label={t('share.qrLabel', { url })}
            viewBox={`0 0 ${side} ${side}`}
            shapeRendering="crispEdges"
          >
            <rect width={side} height={side} fill="#fff" />
            <path d={qrPath(modules)} fill="#000" />
          </svg>
        ) : (
          <p className="qr-code qr-placeholder" role={failed ? 'alert' : 'status'}>
            {t(failed ? 'share.qrFailed' : 'share.qrLoading')}
          </p>
        )}
        {modules && failed && <p role="alert">{t('share.qrFailed')}</p>}
        <p className="qr-url">{url}</p>
        <p className="muted">{t('share.qrHint')}</p>
        <div className="share-row">
          <button type="button" className="button-solid" disabled={!modules} onClick={() => void download()}>
            {t('share.download')}
          </button>
          <button ref={closeRef} type="button" className="button-outline" onClick={close}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function closeDialog(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
