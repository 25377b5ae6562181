import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';

/** Grey bars the size of the list that is coming, announced once as loading. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useProfileTranslation();
  return (
    <div className="profile-skeleton" role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="profile-skeleton-row" />
      ))}
    </div>
  );
}

/** A list that did not load, with a way to ask again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useProfileTranslation();
  return <RetryPanel className="profile-empty" message={text} retry={t('retry')} onRetry={onRetry} />;
}
