import { useTranslation } from 'react-i18next';
import type { FundraiserCard as Card } from '#shared/schemas/fundraiser.schema.ts';
import { CardsSkeleton } from './cards-skeleton.tsx';
import { FundraiserCard } from './fundraiser-card.tsx';
import { LoadError } from './load-error.tsx';

/** The home page's newest live fundraisers, as far as they are loaded. */
export interface LiveCards {
  /** Undefined while they load (skeletons). */
  cards?: Card[];
  failed?: boolean;
  /** The app only: load them again. */
  onRetry?: () => void;
}

/** The newest live fundraisers, one page and no paging (the home page links to the full list). */
export function LiveFundraisers({ live, count }: { live: LiveCards; count: number }) {
  const { t } = useTranslation();
  const { cards, failed, onRetry } = live;
  if (!cards && failed) return <LoadError message={t('errors.loadFailed')} onRetry={onRetry} />;
  const status = !cards ? t('home.loading') : cards.length === 0 ? t('home.empty') : '';
  return (
    <div aria-busy={!cards}>
      <p role="status" className={cards?.length === 0 ? undefined : 'visually-hidden'}>
        {status}
      </p>
      {!cards && <CardsSkeleton count={count} />}
      {cards && cards.length > 0 && (
        <ul className="cards">
          {cards.map((card) => (
            <FundraiserCard key={card.id} card={card} />
          ))}
        </ul>
      )}
    </div>
  );
}
