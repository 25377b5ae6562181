import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { flattenPages, type CardPage } from '../api/card-page.ts';
import type { CardResultsState } from '../components/card-results.tsx';

/**
 * A page-by-page query as the cards view reads it. An error is shown when there is nothing to
 * show (the first page failed) or the next page failed; a failed background refetch keeps the
 * cards it has and says nothing.
 */
export function cardResultsOf<P extends CardPage>(
  query: UseInfiniteQueryResult<InfiniteData<P>>,
  errorDetail?: (err: Error) => string | undefined,
): CardResultsState {
  const { data, error } = query;
  const failed = error && (!data || query.isFetchNextPageError);
  return {
    cards: data ? flattenPages(data.pages) : undefined,
    total: data?.pages.at(-1)?.meta.total ?? 0,
    pagesShown: data?.pages.length ?? 0,
    hasMore: query.hasNextPage,
    error: failed ? { detail: errorDetail?.(error) } : undefined,
    onRetry: () => void (data ? query.fetchNextPage() : query.refetch()),
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    stale: query.isPlaceholderData,
  };
}
