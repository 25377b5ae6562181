import { useSyncExternalStore } from 'react';
import { recentDonation, subscribeDonations } from '../donation-memory.ts';

/**
 * The id of the donation this device made to the fundraiser in the last day, if any. None in the
 * server's HTML (it cannot know), so the page hydrates as drawn and the notice appears after.
 */
export const useRecentDonation = (shortCode: string) =>
  useSyncExternalStore(
    subscribeDonations,
    () => recentDonation(shortCode)?.id,
    () => undefined,
  );
