import { useModerationTranslation } from '../use-moderation-translation.ts';

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
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line skeleton-muted" />
          <div className="skeleton-line skeleton-muted skeleton-short" />
          <div className="skeleton-line skeleton-bar" />
        </div>
      ))}
    </div>
  );
}
