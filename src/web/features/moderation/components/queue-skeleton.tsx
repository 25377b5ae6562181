import { SkeletonLines } from '#web/components/ui/skeleton-lines.tsx';
import { useModerationTranslation } from '../use-moderation-translation.ts';

const LINES = ['skeleton-title', 'skeleton-muted', 'skeleton-muted skeleton-short', 'skeleton-bar'];

/** Grey blocks where the queue will be, with the loading sentence for screen readers. */
export function QueueSkeleton() {
  const { t } = useModerationTranslation();
  return (
    <div className="review-skeleton">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="review-item card-skeleton" aria-hidden="true">
          <SkeletonLines lines={LINES} />
        </div>
      ))}
    </div>
  );
}
