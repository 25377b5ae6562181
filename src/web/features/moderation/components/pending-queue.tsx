import { useQuery } from '@tanstack/react-query';
import { pendingQueueQuery } from '../api/pending-queue.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';
import { PendingItemCard } from './pending-item.tsx';
import { QueueError } from './queue-error.tsx';
import { QueueSkeleton } from './queue-skeleton.tsx';

/** The Pending Review queue, oldest first: skeleton, error with retry, 'Nothing to review', or the items. */
export function PendingQueue({
  userId,
  onDecided,
}: {
  userId: string | undefined;
  onDecided: (message: string) => void;
}) {
  const { t } = useModerationTranslation();
  const queue = useQuery(pendingQueueQuery());
  if (queue.isPending) return <QueueSkeleton />;
  if (queue.isError) return <QueueError onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0)
    return (
      <div className="review-empty">
        <h2>{t('empty')}</h2>
        <p>{t('emptyText')}</p>
      </div>
    );
  return (
    <section aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">{t('queueHeading', { count: queue.data.length })}</h2>
      <ol className="review-queue">
        {queue.data.map((item) => (
          <li key={item.id}>
            <PendingItemCard item={item} mine={item.organiser.id === userId} onDecided={onDecided} />
          </li>
        ))}
      </ol>
    </section>
  );
}
