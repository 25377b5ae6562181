import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { liveFundraisersQuery } from '../api/live-fundraisers.ts';
import { FundraiserCard } from './fundraiser-card.tsx';

export function LiveFundraisers({ pageSize }: { pageSize: number }) {
  const { t } = useTranslation();
  const query = useQuery(liveFundraisersQuery(pageSize));
  if (query.isPending) return <p aria-live="polite">{t('home.loading')}</p>;
  if (query.isError)
    return (
      <div role="alert" className="error-panel">
        <p>{t('errors.loadFailed')}</p>
        <button type="button" className="button-outline" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  if (query.data.length === 0) return <p>{t('home.empty')}</p>;
  return (
    <ul className="cards">
      {query.data.map((card) => (
        <FundraiserCard key={card.id} card={card} />
      ))}
    </ul>
  );
}
