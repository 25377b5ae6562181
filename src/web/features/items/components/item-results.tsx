import type { MouseEvent } from 'react';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import type { ItemCard as Card } from '#shared/schemas/items.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { CardsSkeleton } from '#web/components/ui/cards-skeleton.tsx';
import { useNewCardsFocus } from '#web/components/ui/use-new-cards-focus.ts';
import { itemPageAnchor, itemsHref, type ItemsFilter } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';
import { ItemCard } from './item-card.tsx';

/** The list as far as it is loaded, from the server's drawing or the app's cache. */
export interface ItemResultsState {
  /** Undefined while the first page loads (skeletons). */
  cards?: Card[];
  total: number;
  pagesShown: number;
  hasMore: boolean;
  /** The first page (no cards) or the next one failed. */
  failed?: boolean;
  onRetry?: () => void;
  loadingMore?: boolean;
  /** The app only: the next page in place; without it 'Load more' is a plain link (?page=N+1). */
  onLoadMore?: () => void;
}

/** An item card's shape: title, category, two lines of detail. */
const SKELETON_LINES = ['skeleton-title', 'skeleton-chip', 'skeleton-muted', 'skeleton-muted skeleton-short'];

/**
 * Items page by page: skeletons, the grid, 'Showing N of M' (a status line always present, so
 * each change is announced) and 'Load more'; after it, keyboard users go on from the first new card.
 */
export function ItemResults({ results, filter }: { results: ItemResultsState; filter: ItemsFilter }) {
  const { t } = useItemsTranslation();
  const { cards, total, pagesShown, hasMore, failed, onRetry, loadingMore, onLoadMore } = results;
  const count = cards?.length ?? 0;
  const { listRef, expectNew } = useNewCardsFocus(count);

  const filtered = !!(filter.q || filter.category || filter.county);
  const emptyText = filtered ? t('emptyFiltered') : t('emptyAll');
  let status = '';
  if (!cards && !failed) status = t('loading');
  else if (cards) status = count ? t('showing', { shown: count, total }) : emptyText;

  const error = (
    <div role="alert" className="error-panel">
      <p>{t('loadFailed')}</p>
      {onRetry && (
        <button type="button" className="button-outline" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
  const next = pagesShown + 1;
  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onLoadMore) return;
    event.preventDefault();
    if (loadingMore) return;
    expectNew();
    onLoadMore();
  };
  return (
    <div className="card-results" aria-busy={(!cards && !failed) || !!loadingMore}>
      <p role="status" aria-live="polite" className="result-count">
        {status}
      </p>
      {!cards && (failed ? error : <CardsSkeleton count={6} lines={SKELETON_LINES} className="item-card" />)}
      {cards && count === 0 && (
        <div className="empty-state">
          {filtered ? (
            <AppLink href={itemsHref({})}>{t('clear')}</AppLink>
          ) : (
            <AppLink href="/donate?type=items" className="button-solid">
              {t('offerLink')}
            </AppLink>
          )}
        </div>
      )}
      {cards && count > 0 && (
        <ul ref={listRef} className="cards item-cards">
          {cards.map((card, i) => (
            <ItemCard
              key={card.code}
              card={card}
              lead={i === 0}
              id={i > 0 && i % PAGE_SIZE_DEFAULT === 0 ? itemPageAnchor(i / PAGE_SIZE_DEFAULT + 1) : undefined}
            />
          ))}
        </ul>
      )}
      {cards && failed && error}
      {cards && hasMore && !failed && (
        <AppLink
          className="button-outline load-more"
          href={`${itemsHref(filter, next)}#${itemPageAnchor(next)}`}
          aria-disabled={loadingMore ? true : undefined}
          onClick={loadMore}
        >
          {loadingMore ? t('loadingMore') : t('loadMore')}
        </AppLink>
      )}
    </div>
  );
}
