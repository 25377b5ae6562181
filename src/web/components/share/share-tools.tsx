import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paybill } from '../paybill/paybill-line.tsx';
import { QrDialog } from './qr-dialog.tsx';
import { CheckIcon, FacebookIcon, LinkIcon, QrIcon, ShareIcon, WhatsAppIcon, XIcon } from './share-icons.tsx';
import { facebookUrl, whatsappUrl, xUrl } from './share-links.ts';
import { useCopyLink } from './use-copy-link.ts';

/** Whether the phone's share sheet can take this link; asked at render, as browsers add it at run time. */
function canUseShareSheet(url: string) {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare({ url }) : true;
}

const noChanges = () => () => undefined;

/**
 * The share sheet's button: never in the server's HTML (a server has no share sheet), so the
 * page hydrates without a mismatch and the button appears when the browser has one.
 */
const useShareSheet = (url: string) =>
  useSyncExternalStore(
    noChanges,
    () => canUseShareSheet(url),
    () => false,
  );

/**
 * Every way to pass a fundraiser on: WhatsApp, Facebook and X links, copy link, the share sheet
 * where the browser has one, and a QR code to print or show.
 */
export function ShareTools({ url, title, paybill }: { url: string; title: string; paybill?: Paybill }) {
  const { t } = useTranslation();
  // The shared words carry the paybill too: a friend without a smartphone can still give (D-215).
  const text = paybill
    ? `${title}\n${t('preview.paybill.text', { paybill: paybill.business, account: paybill.account })}`
    : title;
  const headingId = useId();
  const newTabId = useId();
  const manualId = useId();
  const { state: copyState, copy } = useCopyLink(url);
  const [qrOpen, setQrOpen] = useState(false);
  const shareSheetAvailable = useShareSheet(url);
  const qrButtonRef = useRef<HTMLButtonElement>(null);
  const manualRef = useRef<HTMLInputElement>(null);

  // When copying failed, put the link under the finger, selected, ready for the system's Copy.
  useEffect(() => {
    if (copyState === 'manual') manualRef.current?.focus();
  }, [copyState]);

  const shareSheet = async () => {
    try {
      await navigator.share(paybill ? { title, text, url } : { title, url });
    } catch (error) {
      // AbortError: the user closed the sheet; anything else: the sheet failed, so copy instead.
      if ((error as { name?: string } | null)?.name !== 'AbortError') await copy();
    }
  };

  const links = [
    { key: 'whatsapp', href: whatsappUrl(text, url), Icon: WhatsAppIcon },
    { key: 'facebook', href: facebookUrl(url), Icon: FacebookIcon },
    { key: 'x', href: xUrl(text, url), Icon: XIcon },
  ] as const;

  return (
    <section className="share-tools" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('share.heading')}</h2>
      <span id={newTabId} hidden>
        {t('share.newTab')}
      </span>
      <div className="share-row">
        {links.map(({ key, href, Icon }) => (
          <a
            key={key}
            className={`button-outline share-${key}`}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            <Icon />
            {t(`share.${key}`)}
          </a>
        ))}
        <button type="button" className="button-outline" onClick={() => void copy()}>
          {copyState === 'copied' ? <CheckIcon /> : <LinkIcon />}
          {t(copyState === 'copied' ? 'share.copied' : 'share.copy')}
        </button>
        {shareSheetAvailable && (
          <button type="button" className="button-outline" onClick={() => void shareSheet()}>
            <ShareIcon />
            {t('share.shareSheet')}
          </button>
        )}
        <button ref={qrButtonRef} type="button" className="button-outline" onClick={() => setQrOpen(true)}>
          <QrIcon />
          {t('share.qr')}
        </button>
      </div>
      {copyState === 'manual' && (
        <div className="share-manual">
          <label htmlFor={manualId}>{t('share.copyManual')}</label>
          <input
            ref={manualRef}
            id={manualId}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {copyState === 'copied' && t('share.copied')}
        {copyState === 'manual' && t('share.copyManualHint')}
      </p>
      {qrOpen && (
        <QrDialog
          url={url}
          paybill={paybill}
          onClose={() => {
            setQrOpen(false);
            qrButtonRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}
