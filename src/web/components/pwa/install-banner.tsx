import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallOffer } from './install-offer.tsx';

/** From here the header has room for 'Install app' (styles/header.css); below it, this banner. */
const WIDE = '(min-width: 900px)';
const media = () => (typeof matchMedia === 'function' ? matchMedia(WIDE) : undefined);
const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const isWide = () => media()?.matches ?? false;

const DISMISSED_KEY = 'harambee.install-dismissed.v1';
/** 'Not now' is remembered on this device for two weeks (D-162). */
export const INSTALL_SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

function snoozed() {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return at > 0 && Date.now() - at < INSTALL_SNOOZE_MS;
  } catch {
    return false;
  }
}

function snooze() {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): the banner just comes back next time.
  }
}

/**
 * A phone's offer to install the app, shown where an organiser will want to come back (the
 * dashboard, a fundraiser just launched): a card in the page, never a dialog in the way. 'Not now'
 * hides it on this device for a while; nothing shows where installing is not possible or done.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const { available, install, iosHelp } = useInstallOffer();
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  const [hidden, setHidden] = useState(snoozed);
  if (!available || wide || hidden) return null;
  return (
    <aside className="install-banner" aria-labelledby="install-banner-title">
      <img src="/logo.svg" alt="" width="40" height="40" />
      <div className="install-banner-text">
        <h2 id="install-banner-title">{t('pwa.installTitle')}</h2>
        <p>{t('pwa.installText')}</p>
        <p className="install-banner-actions">
          <button
            type="button"
            className="button-solid"
            // Declined in the browser's own prompt counts as 'Not now'.
            onClick={() => void install().then((outcome) => outcome === 'dismissed' && snooze())}
          >
            {t('pwa.install')}
          </button>
          <button
            type="button"
            className="button-outline"
            onClick={() => {
              snooze();
              setHidden(true);
            }}
          >
            {t('pwa.installLater')}
          </button>
        </p>
      </div>
      {iosHelp}
    </aside>
  );
}
