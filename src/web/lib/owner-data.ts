import { useState } from 'react';

// What only its owner sees and what others change while they are away: their fundraisers' status
// (a reviewer approves), the money they received (donors give), the requests for their items. The
// query cache is persisted to IndexedDB and a query is fresh for a minute by default, so such data
// would reopen, even after a reload, as it was (D-161).

/** Query options for owner data: stale at once, asked again whenever a screen showing it opens. */
export const OWNER_DATA = { staleTime: 0, refetchOnMount: 'always' } as const;

interface OwnerQuery<T> {
  data: T | undefined;
  dataUpdatedAt: number;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * What a screen may show of an owner query: only data the server gave since the screen opened.
 * The saved copy (persisted, or from an earlier screen) shows only when the network does not
 * answer (offline, the request paused; or it failed), and then `savedCopy` says so; until then
 * `data` is undefined and the screen shows that it is loading.
 */
export function useOwnerView<T>(query: OwnerQuery<T>) {
  const [openedAt] = useState(Date.now);
  const fresh = query.dataUpdatedAt >= openedAt;
  const unanswered = query.isError || query.fetchStatus === 'paused';
  const data = fresh || unanswered ? query.data : undefined;
  return { data, savedCopy: !fresh && data !== undefined };
}
