import { DonateDialog } from '#web/features/donations/components/donate-dialog.tsx';
import type { FlowProps } from '#web/features/donations/components/donate-flow.tsx';
import { donorPrefill } from './donor-prefill.ts';

// What /f/{code} loads only when the donor presses Donate (or has given here before): the sheet,
// its form library and the schemas stay off the page's first load.

export { RecentDonation } from '#web/features/donations/components/recent-donation.tsx';
export { readReview } from '#web/features/donations/api/read-total.ts';

export function FundraiserDonateDialog(props: Omit<FlowProps, 'loadPrefill'> & { onClose: () => void }) {
  return <DonateDialog {...props} loadPrefill={donorPrefill} />;
}
