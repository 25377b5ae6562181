import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '#web/lib/format.ts';
import { decisionsQuery } from '../api/decisions.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';
import { QueueError } from './queue-error.tsx';

/** The record of decisions: who decided what, when and why, newest first. */
export function DecisionsList() {
  const { t } = useModerationTranslation();
  const decisions = useInfiniteQuery(decisionsQuery());
  const rows = decisions.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="review-decisions-heading" className="review-decisions">
      <h2 id="review-decisions-heading">{t('decisionsHeading')}</h2>
      <p>{t('decisionsIntro')}</p>
      {decisions.isPending ? (
        <p role="status">{t('decisionsLoading')}</p>
      ) : decisions.isError ? (
        <QueueError message={t('decisionsFailed')} onRetry={() => void decisions.refetch()} />
      ) : rows.length === 0 ? (
        <p>{t('noDecisions')}</p>
      ) : (
        <ol className="review-decision-list">
          {rows.map((d) => (
            <li key={d.id}>
              <strong>{t(`actions.${d.action}`)}</strong>{' '}
              <a href={`/f/${d.fundraiser.short_code}`}>{d.fundraiser.title ?? d.fundraiser.short_code}</a>{' '}
              {d.reviewer ? t('decidedBy', { name: d.reviewer.full_name }) : t('commandLine')} ·{' '}
              <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
              {d.reason && <p className="review-text">{t('reasonLabel', { reason: d.reason })}</p>}
            </li>
          ))}
        </ol>
      )}
      {decisions.hasNextPage && (
        <button
          type="button"
          className="button-outline"
          disabled={decisions.isFetchingNextPage}
          onClick={() => void decisions.fetchNextPage()}
        >
          {t('loadMore')}
        </button>
      )}
    </section>
  );
}
