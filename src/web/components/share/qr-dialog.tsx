import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { QUIET_ZONE, downloadBlob, qrModules, qrPath, qrPng } from './qr-code.ts';
import { qrFileName } from './share-links.ts';
import { PaybillLine, type Paybill } from '../paybill/paybill-line.tsx';

/** The fundraiser's QR code in a modal dialog, mounted only while open. */
export function QrDialog({ url, paybill, onClose }: { url: string; paybill?: Paybill; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [modules, setModules] = useState<boolean[][] | null>(null);
  const [failed, setFailed] = useState(false);

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
    <ModalDialog className="qr-dialog" labelledBy={titleId} onClose={onClose} initialFocus={closeRef}>
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
        {/* The QR card is printed for a harambee's hall: the paybill serves phones without a camera (D-215). */}
        {paybill && <PaybillLine paybill={paybill.business} account={paybill.account} />}
        <p className="muted">{t('share.qrHint')}</p>
        <div className="share-row">
          <button type="button" className="button-solid" disabled={!modules} onClick={() => void download()}>
            {t('share.download')}
          </button>
          <button ref={closeRef} type="button" className="button-outline" data-dialog-close>
            {t('common.close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
