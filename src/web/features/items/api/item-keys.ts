import type { ItemsFilter } from '../items-href.ts';

/** Every query key of the items feature, from one factory: mutations invalidate through it. */
export const itemKeys = {
  all: ['items'] as const,
  lists: () => [...itemKeys.all, 'list'] as const,
  list: (filter: ItemsFilter) => [...itemKeys.lists(), filter] as const,
  /** `signedIn`: read with the session (its `viewer` filled), or as a guest. */
  item: (code: string, signedIn: boolean) => [...itemKeys.all, 'item', code, signedIn] as const,
  requests: (code: string) => [...itemKeys.all, 'requests', code] as const,
  messages: (requestId: string) => [...itemKeys.all, 'messages', requestId] as const,
  mine: () => [...itemKeys.all, 'mine'] as const,
  myRequests: () => [...itemKeys.all, 'my-requests'] as const,
};
