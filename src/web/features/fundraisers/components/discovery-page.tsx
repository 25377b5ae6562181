import { useTranslation } from 'react-i18next';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { BrowseFundraisers } from './browse-fundraisers.tsx';
import { SearchResults } from './search-results.tsx';

/**
 * /fundraisers: search results when the URL has a query, else the live list with its category
 * filter. A blank query (after trimming) is no search (spec §2), so it shows the list.
 */
export function DiscoveryPage({ q, category }: { q?: string; category?: string }) {
  const { t } = useTranslation();
  const query = q?.trim() ?? '';
  if (query) {
    return (
      <PageIntro title={t('pages.searchResults', { q: query })}>
        <SearchResults key={query} q={query} />
      </PageIntro>
    );
  }
  return (
    <PageIntro title={t('pages.fundraisersTitle')}>
      <p>{t('pages.fundraisersText')}</p>
      <BrowseFundraisers category={category} />
    </PageIntro>
  );
}
