import { useTranslation } from 'react-i18next';

/** A failed load: what went wrong, the server's own words when it gave any, and a retry. */
export function LoadError({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-panel">
      <p>{message}</p>
      {detail && <p>{detail}</p>}
      <button type="button" className="button-outline" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
