import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { idbStorage } from './storage.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // Kept a day so persisted data (lookups, viewed fundraisers) is there after a reload offline.
      gcTime: 24 * 60 * 60 * 1000,
      retry: (count, err) => count < 2 && !(err as { response?: { status?: number } })?.response?.status,
      networkMode: 'offlineFirst',
    },
  },
});

/** The query cache is persisted to IndexedDB, so what was loaded once opens offline. */
export const queryPersister = createAsyncStoragePersister({ storage: idbStorage('query-cache'), key: 'v1' });
