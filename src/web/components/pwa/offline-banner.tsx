import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Always in the page, hidden while online: a page the server drew (which this component is part
 * of) shows it by toggling `hidden` (src/web/pages/boot.ts), as the app does by rendering.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <p className="offline-banner" role="status" hidden={useOnline()}>
      {t('pwa.offline')}
    </p>
  );
}
