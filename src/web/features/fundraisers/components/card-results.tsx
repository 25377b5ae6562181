import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { flattenPages, type CardPage } from '../api/card-page.ts';
import { CardsSkeleton } from './cards-skeleton.tsx';
import { FundraiserCard } from './fundraiser-card.tsx';
import { LoadError } from './load-error.tsx';

interface Props<P extends CardPage> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  errorText: string;
  errorDetail?: (err: Error) => string | undefined;
  /** Said (and announced) when there is nothing, with what to do next below it. */
  emptyText: string;
  emptyActions: ReactNode;
}

/**
 * Cards page by page: skeletons, then the grid, 'Showing N of M' and 'Load more'. The status line
 * is always there so screen readers announce each change of it (a live region that appears
 * together with its text is often not read).
 */
export function CardResults<P extends CardPage>({ query, errorText, errorDetail, emptyText, emptyActions }: Props<P>) {
  const { t } = useTranslation();
  const { data, error } = query;
  const cards = data ? flattenPages(data.pages) : [];
  const total = data?.pages.at(-1)?.meta.total ?? 0;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // After 'Load more', keyboard and screen-reader users carry on from the first new card.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || cards.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.card-link')[from]?.focus();
  }, [cards.length]);

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = cards.length;
    void query.fetchNextPage();
  };

  let status = '';
  if (!data && !error) status = t('discovery.loading');
  else if (data) status = cards.length ? t('discovery.showing', { shown: cards.length, total }) : emptyText;

  return (
    <div className="card-results" aria-busy={query.isPending || query.isPlaceholderData || query.isFetchingNextPage}>
      <p role="status" aria-live="polite" className="result-count">
        {status}
      </p>
      {!data && error && (
        <LoadError message={errorText} detail={errorDetail?.(error)} onRetry={() => void query.refetch()} />
      )}
      {!data && !error && <CardsSkeleton count={PAGE_SIZE_DEFAULT} />}
      {data && cards.length === 0 && <div className="empty-state">{emptyActions}</div>}
      {cards.length > 0 && (
        <ul ref={listRef} className={query.isPlaceholderData ? 'cards is-stale' : 'cards'}>
          {cards.map((card) => (
            <FundraiserCard key={card.id} card={card} heading="h2" />
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && error && (
        <LoadError message={errorText} detail={errorDetail?.(error)} onRetry={loadMore} />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <button
          type="button"
          className="button-outline load-more"
          aria-disabled={query.isFetchingNextPage}
          onClick={loadMore}
        >
          {query.isFetchingNextPage ? t('discovery.loadingMore') : t('discovery.loadMore')}
        </button>
      )}
    </div>
  );
}
