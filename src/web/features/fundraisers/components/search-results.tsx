import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { searchErrorDetail, searchQuery } from '../api/search-fundraisers.ts';
import { CardResults } from './card-results.tsx';

/** Live fundraisers matching `q` (trimmed, not blank), best matches first. */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(searchQuery(q, PAGE_SIZE_DEFAULT));
  return (
    <CardResults
      query={query}
      errorText={t('discovery.searchError')}
      errorDetail={searchErrorDetail}
      emptyText={t('discovery.searchEmpty', { q })}
      emptyActions={
        <>
          <p className="muted">{t('discovery.searchEmptyHint')}</p>
          <Link to="/fundraisers">{t('discovery.browseAll')}</Link>
        </>
      }
    />
  );
}
