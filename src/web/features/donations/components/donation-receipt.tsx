import type { Donation } from '#shared/schemas/donation.schema.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

/**
 * A paid donation's receipt: amount, fundraiser, date, M-Pesa's receipt number and the name it was
 * given under. Never the phone number: the receipt is what a donor keeps and forwards.
 */
export function DonationReceipt({ donation }: { donation: Donation }) {
  const { t } = useDonateTranslation();
  const rows: [string, string][] = [
    [t('receiptAmount'), formatKes(toMinor(donation.amount))],
    [t('receiptFundraiser'), donation.fundraiser.title],
    [t('receiptDate'), receiptDate(donation.completed_at ?? donation.created_at)],
    [t('receiptNumber'), donation.mpesa_receipt ?? '—'],
    [t('receiptFrom'), donation.anonymous ? t('anonymousName') : donation.donor_name || t('anonymousName')],
  ];
  return (
    <section className="donation-receipt" aria-labelledby={`receipt-${donation.id}`}>
      <h3 id={`receipt-${donation.id}`}>{t('receiptTitle')}</h3>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
