import { useTranslation } from 'react-i18next';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { useModerationTranslation } from '../use-moderation-translation.ts';

/** A list could not be read (the queue, unless `message` says otherwise): say so, offer to try again. */
export function QueueError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useModerationTranslation();
  const { t: common } = useTranslation();
  return <RetryPanel message={message ?? t('loadFailed')} retry={common('errors.retry')} onRetry={onRetry} />;
}
