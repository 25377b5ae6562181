import type { Donation } from '#shared/schemas/donation.schema.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { DonationTracker } from './donation-tracker.tsx';
import { RefundPanel } from './refund-panel.tsx';

interface Props {
  donation: Donation;
  pageUrl: string;
  total?: { raisedText: string; goalText: string };
  readAt: string;
  /** A request for the gift back posted without a script and refused (D-256). */
  refundForm?: { reason: string; message: string };
}

/**
 * /donations/{id}: a donation's page, reached by its unguessable link (the status page the plain
 * form leads to, and the receipt). Without a script the server's page refreshes itself while the
 * donation is pending; with one, the panel follows it live.
 */
export function DonationPage({ donation, pageUrl, total, readAt, refundForm }: Props) {
  const { t } = useDonateTranslation();
  const fundraiserHref = `/f/${encodeURIComponent(donation.fundraiser.short_code)}`;
  return (
    <section className="page donation-page" aria-labelledby="donation-page-title">
      <p className="donate-back">
        <a href={fundraiserHref}>{t('backToFundraiser')}</a>
      </p>
      <h1 id="donation-page-title">{t('donationTitle', { title: donation.fundraiser.title })}</h1>
      <DonationTracker
        id={donation.id}
        initial={donation}
        drawnAt={Date.parse(readAt)}
        pageUrl={pageUrl}
        fundraiserHref={fundraiserHref}
        total={total}
      />
      <RefundPanel donation={donation} drawn={refundForm} />
    </section>
  );
}
