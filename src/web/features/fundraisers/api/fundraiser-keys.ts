// Every query key of the fundraisers feature, from one place (architecture §4).
export const fundraiserKeys = {
  all: ['fundraisers'] as const,
  /** The first `pageSize` live fundraisers (the home page). */
  live: (pageSize: number, category?: string) => [...fundraiserKeys.all, 'live', { pageSize, category }] as const,
  /** Live fundraisers page by page (the /fundraisers list, 'Load more'). */
  livePages: (pageSize: number, category?: string) =>
    [...fundraiserKeys.all, 'live-pages', { pageSize, category }] as const,
  search: (q: string, pageSize: number) => [...fundraiserKeys.all, 'search', { q, pageSize }] as const,
};
