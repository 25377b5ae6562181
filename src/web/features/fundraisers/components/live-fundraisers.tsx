import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { liveFundraisersQuery } from '../api/live-fundraisers.ts';
import { CardsSkeleton } from './cards-skeleton.tsx';
import { FundraiserCard } from './fundraiser-card.tsx';
import { LoadError } from './load-error.tsx';

/** The newest live fundraisers, one page and no paging (the home page links to the full list). */
export function LiveFundraisers({ pageSize }: { pageSize: number }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(liveFundraisersQuery(pageSize));
  if (!data && error) return <LoadError message={t('errors.loadFailed')} onRetry={() => void refetch()} />;
  const status = !data ? t('home.loading') : data.length === 0 ? t('home.empty') : '';
  return (
    <div aria-busy={!data}>
      <p role="status" className={data?.length === 0 ? undefined : 'visually-hidden'}>
        {status}
      </p>
      {!data && <CardsSkeleton count={pageSize} />}
      {data && data.length > 0 && (
        <ul className="cards">
          {data.map((card) => (
            <FundraiserCard key={card.id} card={card} />
          ))}
        </ul>
      )}
    </div>
  );
}
