import { useRecentDonation } from '../hooks/use-recent-donation.ts';
import { RecentDonation } from './recent-donation.tsx';

/**
 * Where a donor comes back to give (the donation sheet's page, the app's screen): the outcome of
 * what this device gave here in the last day.
 */
export function RecentNotice({ shortCode }: { shortCode: string }) {
  const id = useRecentDonation(shortCode);
  return id ? <RecentDonation key={id} id={id} /> : null;
}
