import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { livePagesQuery } from '../api/live-fundraisers.ts';
import { CardResults } from './card-results.tsx';
import { CategoryFilter } from './category-filter.tsx';

/** Live fundraisers, newest first, of one category or all. */
export function BrowseFundraisers({ category }: { category?: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(livePagesQuery(PAGE_SIZE_DEFAULT, category));
  return (
    <>
      <CategoryFilter value={category} />
      <CardResults
        query={query}
        errorText={t('errors.loadFailed')}
        emptyText={category ? t('discovery.emptyCategory') : t('discovery.emptyAll')}
        emptyActions={
          category ? (
            <Link to="/fundraisers" resetScroll={false}>
              {t('discovery.browseAll')}
            </Link>
          ) : (
            <Link to="/fundraiser/create" className="button-solid">
              {t('discovery.startOne')}
            </Link>
          )
        }
      />
    </>
  );
}
