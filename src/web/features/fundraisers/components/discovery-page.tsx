import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { CardResults, type CardResultsState } from './card-results.tsx';
import { CategoryFilter } from './category-filter.tsx';

export type { CardResultsState } from './card-results.tsx';

export interface DiscoveryProps {
  /** As in the URL; blank after trimming is no search (spec §2): the list with its filter. */
  q?: string;
  /** A category's slug. */
  category?: string;
  /** Undefined while they load. */
  categories?: { slug: string; name: string }[];
  categoriesFailed?: boolean;
  onRetryCategories?: () => void;
  results: CardResultsState;
}

/**
 * /fundraisers, drawn from plain data (by the server, and by the app from its query cache): search
 * results when the URL has a query, else the live list with its category filter.
 */
export function DiscoveryPage({
  q,
  category,
  categories,
  categoriesFailed,
  onRetryCategories,
  results,
}: DiscoveryProps) {
  const { t } = useTranslation();
  const query = q?.trim() ?? '';
  if (query) {
    return (
      <PageIntro title={t('pages.searchResults', { q: query })}>
        <CardResults
          key={query}
          results={results}
          errorText={t('discovery.searchError')}
          emptyText={t('discovery.searchEmpty', { q: query })}
          emptyActions={
            <>
              <p className="muted">{t('discovery.searchEmptyHint')}</p>
              <AppLink href="/fundraisers">{t('discovery.browseAll')}</AppLink>
            </>
          }
          pageHrefPrefix={`/fundraisers?q=${encodeURIComponent(query)}&`}
        />
      </PageIntro>
    );
  }
  return (
    <PageIntro title={t('pages.fundraisersTitle')}>
      <p>{t('pages.fundraisersText')}</p>
      <CategoryFilter value={category} categories={categories} failed={categoriesFailed} onRetry={onRetryCategories} />
      <CardResults
        results={results}
        errorText={t('errors.loadFailed')}
        emptyText={category ? t('discovery.emptyCategory') : t('discovery.emptyAll')}
        emptyActions={
          category ? (
            <AppLink href="/fundraisers">{t('discovery.browseAll')}</AppLink>
          ) : (
            <AppLink href="/fundraiser/create" className="button-solid">
              {t('discovery.startOne')}
            </AppLink>
          )
        }
        pageHrefPrefix={category ? `/fundraisers?category=${encodeURIComponent(category)}&` : '/fundraisers?'}
      />
    </PageIntro>
  );
}
