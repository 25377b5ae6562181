import { useTranslation } from 'react-i18next';

/**
 * A failed load: what went wrong, the server's own words when it gave any, and a retry when there
 * is one to offer (the app; a page the server drew is retried by reloading it).
 */
export function LoadError({ message, detail, onRetry }: { message: string; detail?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-panel">
      <p>{message}</p>
      {detail && <p>{detail}</p>}
      {onRetry && (
        <button type="button" className="button-outline" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
