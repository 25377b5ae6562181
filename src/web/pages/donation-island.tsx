import { DonationPage } from '#web/features/donations/components/donation-page.tsx';
import type { DonationIslandData } from './island-data.ts';

/** /donations/{id}: the status, followed live once hydrated, and the receipt. */
export function DonationIsland(data: DonationIslandData) {
  const { donation, pageUrl, total, readAt, refundForm } = data;
  return <DonationPage donation={donation} pageUrl={pageUrl} total={total} readAt={readAt} refundForm={refundForm} />;
}
