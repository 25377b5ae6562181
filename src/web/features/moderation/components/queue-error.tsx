import { useTranslation } from 'react-i18next';
import { useModerationTranslation } from '../use-moderation-translation.ts';

/** The queue could not be read: say so and offer to try again. */
export function QueueError({ onRetry }: { onRetry: () => void }) {
  const { t } = useModerationTranslation();
  const { t: common } = useTranslation();
  return (
    <div role="alert" className="error-panel">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button-outline" onClick={onRetry}>
        {common('errors.retry')}
      </button>
    </div>
  );
}
