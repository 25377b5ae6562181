import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '#web/components/pwa/offline-banner.tsx';

/** While the fundraiser loads: the page's frame, so nothing jumps when it arrives. */
export function PageLoading({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="fp" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('preview.loading')}
      </p>
      <div className="fp-skeleton fp-skeleton-title" />
      <div className="fp-skeleton fp-carousel" />
      {children}
    </div>
  );
}

/** Whether a failed call was the server saying there is no such fundraiser. */
export const isNotFound = (error: unknown) =>
  (error as { response?: { status?: number } } | null)?.response?.status === 404;

/** The spec's error panel: no such fundraiser, or the page could not be fetched (with a retry). */
export function PageError({
  notFound,
  onRetry,
  children,
}: {
  notFound: boolean;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="fp">
      <div className="error-panel" role="alert">
        <p>{notFound ? t('preview.notFound') : t('preview.loadFailed')}</p>
        {!online && <p>{t('preview.offline')}</p>}
        {!notFound && (
          <button type="button" className="button-outline" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
