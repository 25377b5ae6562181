import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatRaised } from '#shared/money.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { useOwnerView } from '#web/lib/owner-data.ts';
import { receivedDonationsCsvHref, receivedDonationsQuery } from '../api/received-donations.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

/** The donations one fundraiser received, newest first, with its totals and the CSV download. */
export function ReceivedDonations({ shortCode }: { shortCode: string }) {
  const { t } = useTranslation('dashboard');
  const query = useInfiniteQuery(receivedDonationsQuery(shortCode));
  // A donation made since this list was last opened is never missing from it (D-161).
  const { data } = useOwnerView(query);
  if (!data && !query.isError) return <p role="status">{t('loading')}</p>;
  if (!data)
    return (
      <p role="alert">
        {t('donationsFailed')}{' '}
        <button type="button" className="dash-text-button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  const rows = data.pages.flatMap((page) => page.data);
  const { totals } = data.pages[0]!;
  if (rows.length === 0) return <p className="muted">{t('noDonations')}</p>;
  return (
    <div className="received">
      <p className="received-totals">
        {t('totals', {
          raised: formatRaised(totals.raised_amount, totals.currency),
          count: totals.supporters_count,
        })}{' '}
        <a className="button-outline received-csv" href={receivedDonationsCsvHref(shortCode)} download>
          {t('downloadCsv')}
        </a>
      </p>
      <ul className="received-list">
        {rows.map((d) => (
          <li key={d.reference}>
            <span className="received-name">{d.donor_name}</span>
            <strong>{formatKes(toMinor(d.amount))}</strong>
            <time dateTime={d.paid_at}>{receiptDate(d.paid_at)}</time>
            {/* The number on the M-Pesa statement: how a committee reconciles what its cause received. */}
            {d.mpesa_receipt && (
              <span className="received-receipt">{t('mpesaReceipt', { receipt: d.mpesa_receipt })}</span>
            )}
            {d.message && <q>{d.message}</q>}
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
