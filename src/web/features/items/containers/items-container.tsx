import { useInfiniteQuery } from '@tanstack/react-query';
import { itemListQuery } from '../api/list-items.ts';
import { ItemsPage } from '../components/items-page.tsx';
import type { ItemsFilter } from '../items-href.ts';

/** /fundraisers?view=items in the app: the same page, fed page by page from the query cache. */
export function ItemsContainer({ filter }: { filter: ItemsFilter }) {
  const query = useInfiniteQuery(itemListQuery(filter));
  const { data, error } = query;
  return (
    <ItemsPage
      filter={filter}
      results={{
        cards: data?.pages.flatMap((p) => p.data),
        total: data?.pages.at(-1)?.meta.total ?? 0,
        pagesShown: data?.pages.length ?? 0,
        hasMore: query.hasNextPage,
        failed: !!error && (!data || query.isFetchNextPageError),
        onRetry: () => void (data ? query.fetchNextPage() : query.refetch()),
        loadingMore: query.isFetchingNextPage,
        onLoadMore: () => void query.fetchNextPage(),
      }}
    />
  );
}
