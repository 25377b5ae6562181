import { useTranslation } from 'react-i18next';
import { useModerationTranslation } from '../use-moderation-translation.ts';

/** A list could not be read (the queue, unless `message` says otherwise): say so, offer to try again. */
export function QueueError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useModerationTranslation();
  const { t: common } = useTranslation();
  return (
    <div role="alert" className="error-panel">
      <p>{message ?? t('loadFailed')}</p>
      <button type="button" className="button-outline" onClick={onRetry}>
        {common('errors.retry')}
      </button>
    </div>
  );
}
