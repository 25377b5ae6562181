import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { NavigateContext } from '#web/components/ui/app-link.tsx';
import { categoriesQuery } from '#web/lib/categories.ts';
import { livePagesQuery } from '../api/live-fundraisers.ts';
import { searchErrorDetail, searchQuery } from '../api/search-fundraisers.ts';
import { DiscoveryPage } from '../components/discovery-page.tsx';
import { cardResultsOf } from './card-results-state.ts';

/** /fundraisers in the app: the view fed from the query cache (search, or the list). */
export function DiscoveryContainer({ q, category }: { q?: string; category?: string }) {
  const query = q?.trim() ?? '';
  return query ? <SearchContainer q={query} /> : <BrowseContainer category={category} />;
}

function SearchContainer({ q }: { q: string }) {
  const results = cardResultsOf(useInfiniteQuery(searchQuery(q, PAGE_SIZE_DEFAULT)), searchErrorDetail);
  return <DiscoveryPage q={q} results={results} />;
}

/** Another category of the same list: the page stays where it is, the cards change below the chips. */
const sameList = (href: string) => href === '/fundraisers' || href.startsWith('/fundraisers?category=');

function BrowseContainer({ category }: { category?: string }) {
  const navigate = useNavigate();
  const results = cardResultsOf(useInfiniteQuery(livePagesQuery(PAGE_SIZE_DEFAULT, category)));
  const categories = useQuery(categoriesQuery());

  // Spec §8: a failed category load is logged and reported; the list of choices stays empty.
  useEffect(() => {
    if (categories.error) console.error('Fundraiser categories failed to load', categories.error);
  }, [categories.error]);

  const go = useCallback((href: string) => void navigate({ href, resetScroll: !sameList(href) }), [navigate]);
  return (
    <NavigateContext value={go}>
      <DiscoveryPage
        category={category}
        categories={categories.data}
        categoriesFailed={categories.isError}
        onRetryCategories={() => void categories.refetch()}
        results={results}
      />
    </NavigateContext>
  );
}
