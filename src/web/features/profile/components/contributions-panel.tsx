import { useInfiniteQuery } from '@tanstack/react-query';
import { formatMoney } from '#shared/money.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { NoContributions } from '#web/components/profile/no-contributions.tsx';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { myDonationsQuery } from '../api/profile-api.ts';
import { ListSkeleton, LoadFailed } from './panel-states.tsx';

/** Contributions: the donations the user made while signed in, newest first, ten at a time. */
export function ContributionsPanel() {
  const { t } = useProfileTranslation();
  const query = useInfiniteQuery(myDonationsQuery());
  if (query.isPending) return <ListSkeleton />;
  if (!query.data) return <LoadFailed text={t('contributionsFailed')} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <NoContributions />;
  return (
    <div className="profile-contributions">
      <ul className="profile-contribution-list" aria-label={t('contributionsLabel')}>
        {rows.map((d) => (
          <li key={d.id}>
            <AppLink href={`/f/${d.fundraiser.short_code}`}>{d.fundraiser.title ?? t('untitled')}</AppLink>
            <strong>{formatMoney(d.amount, d.currency)}</strong>
            <time dateTime={d.paid_at}>{receiptDate(d.paid_at)}</time>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="button-outline"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
