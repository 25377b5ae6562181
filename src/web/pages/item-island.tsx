import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { readStoredUser } from '#web/features/auth/stored-user.ts';
import { itemQuery } from '#web/features/items/api/item.ts';
import { ItemActions, type ItemReader } from '#web/features/items/components/item-actions.tsx';
import { ItemPage } from '#web/features/items/components/item-page.tsx';
import type { ItemIslandData } from './island-data.ts';

/**
 * /items/{code} as the server draws it (as a guest sees it: a shared link arrives without the
 * session cookie) and the page then hydrates. Its first render is the drawing; then, on a device
 * that remembers a signed-in user, the item is read again as them, and the request form, their own
 * request or the donor's requests take the sign-in link's place. The island has its own small
 * query client (the app's is not on this page), so the feature's queries and invalidations work
 * here as in the app.
 */
export function ItemIsland({ item }: ItemIslandData) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  return (
    <QueryClientProvider client={client}>
      <ItemView drawn={item} />
    </QueryClientProvider>
  );
}

const noChanges = () => () => {};
const readerOnThisDevice = (): ItemReader => {
  const user = readStoredUser();
  return !user ? 'guest' : user.is_verified ? 'verified' : 'unverified';
};

function ItemView({ drawn }: { drawn: ItemIslandData['item'] }) {
  // Hydrated as the server drew it (a guest), then as this device's user, in one step.
  const reader = useSyncExternalStore<ItemReader>(noChanges, readerOnThisDevice, () => 'guest');
  const query = useQuery({ ...itemQuery(drawn.code, true), initialData: drawn, enabled: reader === 'verified' });
  // Until the reader's own copy arrives, the actions wait (no sign-in link for a signed-in person).
  const settled = reader !== 'verified' || query.isFetchedAfterMount;
  return (
    <ItemPage item={query.data} actions={<ItemActions item={query.data} reader={settled ? reader : 'checking'} />} />
  );
}
