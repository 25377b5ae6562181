import { useQuery } from '@tanstack/react-query';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { awaitingReviewQuery } from '../api/review.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { AwaitingWithdrawal } from './awaiting-withdrawal.tsx';
import { PayoutsOverview } from './payouts-overview.tsx';
import { ReviewPaybill } from './review-paybill.tsx';
import { ReviewUnconfirmed } from './review-unconfirmed.tsx';
import { ReviewIdentities } from './review-identities.tsx';
import '../money.css';

/**
 * /review's Payouts tab (D-204): the withdrawals waiting for a reviewer's look, oldest first, the
 * identity checks (D-258), then the payouts overview. `onDecided` says a decision where the reviewers' page says its others.
 */
export function ReviewPayouts({
  userId,
  onDecided,
}: {
  userId: string | undefined;
  onDecided: (said: string) => void;
}) {
  const { t } = useMoneyTranslation();
  const queue = useQuery(awaitingReviewQuery());
  return (
    <div className="money-review">
      <section aria-labelledby="payouts-queue-title">
        <h2 id="payouts-queue-title">
          {queue.data ? t('review.queueTitle', { count: queue.data.length }) : t('review.title')}
        </h2>
        <p className="muted">{t('review.lead')}</p>
        {queue.isPending && <p role="status">{t('review.loading')}</p>}
        {queue.isError && (
          <RetryPanel message={t('review.failed')} retry={t('retry')} onRetry={() => void queue.refetch()} />
        )}
        {queue.data?.length === 0 && <p>{t('review.empty')}</p>}
        {queue.data && queue.data.length > 0 && (
          <ol className="money-list">
            {queue.data.map((item) => (
              <li key={item.id}>
                <AwaitingWithdrawal item={item} mine={item.owner_id === userId} onDecided={onDecided} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReviewIdentities userId={userId} onDecided={onDecided} />
      <PayoutsOverview onDone={onDecided} />
      <ReviewPaybill onDecided={onDecided} />
      <ReviewUnconfirmed />
    </div>
  );
}
