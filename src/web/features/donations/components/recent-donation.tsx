import { useDonation } from '../hooks/use-donation.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

/**
 * A donation this device started on this fundraiser in the last day (donation-memory.ts): one line
 * with how it went, followed live while M-Pesa has not answered, and a link to its page.
 */
export function RecentDonation({ id }: { id: string }) {
  const { t } = useDonateTranslation();
  const { donation } = useDonation(id);
  if (!donation) return null;
  return (
    <p className={`donation-recent is-${donation.status}`} role="status">
      {t('recent', { amount: formatKes(toMinor(donation.amount)), status: t(`statusName.${donation.status}`) })}{' '}
      <a href={`/donations/${encodeURIComponent(donation.id)}`}>
        {t(donation.status === 'succeeded' ? 'viewReceipt' : 'viewDetails')}
      </a>
    </p>
  );
}
