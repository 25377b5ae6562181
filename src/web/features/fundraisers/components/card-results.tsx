import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import type { FundraiserCard as Card } from '#shared/schemas/fundraiser.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { useNewCardsFocus } from '#web/components/ui/use-new-cards-focus.ts';
import { CardsSkeleton } from './cards-skeleton.tsx';
import { FundraiserCard } from './fundraiser-card.tsx';
import { LoadError } from './load-error.tsx';

/** The cards of a list or a search as far as they are loaded, from the server or the app's cache. */
export interface CardResultsState {
  /** Undefined while the first page loads (skeletons). */
  cards?: Card[];
  total: number;
  /** How many pages of PAGE_SIZE_DEFAULT are in `cards`. */
  pagesShown: number;
  hasMore: boolean;
  /** The load failed: the first page (no cards) or the next one (under the cards). */
  error?: { detail?: string };
  onRetry?: () => void;
  /** The app only: the next page is on its way. */
  loadingMore?: boolean;
  /** The app only: loads the next page in place; without it 'Load more' is a plain link. */
  onLoadMore?: () => void;
  /** Placeholder cards (the previous category's) while the new ones load: dimmed. */
  stale?: boolean;
}

interface Props {
  results: CardResultsState;
  errorText: string;
  /** Said (and announced) when there is nothing, with what to do next below it. */
  emptyText: string;
  emptyActions: ReactNode;
  /** The next page as a link, without `page=`: '/fundraisers?' or '/fundraisers?q=…&'. */
  pageHrefPrefix: string;
}

/** The id the first card of page `n` (n ≥ 2) carries, for `#page-n`. */
export const pageAnchor = (n: number) => `page-${n}`;

/**
 * Cards page by page: skeletons, then the grid, 'Showing N of M' and 'Load more'. The status line
 * is always there so screen readers announce each change of it (a live region that appears
 * together with its text is often not read).
 */
export function CardResults({ results, errorText, emptyText, emptyActions, pageHrefPrefix }: Props) {
  const { t } = useTranslation();
  const { cards, total, pagesShown, hasMore, error, onRetry, loadingMore, onLoadMore, stale } = results;
  const count = cards?.length ?? 0;
  const { listRef, expectNew } = useNewCardsFocus(count);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (loadingMore || !onLoadMore) return;
    expectNew();
    onLoadMore();
  };
  const retryPage = onRetry
    ? () => {
        expectNew();
        onRetry();
      }
    : undefined;

  let status = '';
  if (!cards && !error) status = t('discovery.loading');
  else if (cards) status = count ? t('discovery.showing', { shown: count, total }) : emptyText;

  const next = pagesShown + 1;
  return (
    <div className="card-results" aria-busy={(!cards && !error) || !!stale || !!loadingMore}>
      <p role="status" aria-live="polite" className="result-count">
        {status}
      </p>
      {!cards && error && <LoadError message={errorText} detail={error.detail} onRetry={onRetry} />}
      {!cards && !error && <CardsSkeleton count={PAGE_SIZE_DEFAULT} />}
      {cards && count === 0 && <div className="empty-state">{emptyActions}</div>}
      {cards && count > 0 && (
        <ul ref={listRef} className={stale ? 'cards is-stale' : 'cards'}>
          {cards.map((card, i) => (
            <FundraiserCard
              key={card.id}
              card={card}
              heading="h2"
              id={i > 0 && i % PAGE_SIZE_DEFAULT === 0 ? pageAnchor(i / PAGE_SIZE_DEFAULT + 1) : undefined}
              lead={i === 0}
            />
          ))}
        </ul>
      )}
      {cards && error && <LoadError message={errorText} detail={error.detail} onRetry={retryPage} />}
      {cards && hasMore && !error && (
        <AppLink
          className="button-outline load-more"
          href={`${pageHrefPrefix}page=${next}#${pageAnchor(next)}`}
          aria-disabled={loadingMore ? true : undefined}
          onClick={onLoadMore ? loadMore : undefined}
        >
          {loadingMore ? t('discovery.loadingMore') : t('discovery.loadMore')}
        </AppLink>
      )}
    </div>
  );
}
