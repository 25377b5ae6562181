import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { plain } from '#web/lib/api-client.ts';
import { cardPageSchema } from './card-page.ts';
import { fundraiserKeys } from './fundraiser-keys.ts';

/** Which page, and where the list goes on from (the previous page's `next`, D-225). */
type Position = { page: number; after?: string };

const fetchLive = async ({ page, after }: Position, pageSize: number, category?: string) =>
  cardPageSchema.parse(await plain(API.fundraisers, { query: { page, page_size: pageSize, category, after } }));

/** GET /fundraisers/: the first live fundraisers, newest first (the home page). */
export const liveFundraisersQuery = (pageSize: number, category?: string) =>
  queryOptions({
    queryKey: fundraiserKeys.live(pageSize, category),
    queryFn: async () => (await fetchLive({ page: 1 }, pageSize, category)).data,
  });

/**
 * GET /fundraisers/?after=: live fundraisers of one category (or all), a page at a time, each going
 * on after the last card shown, so a fundraiser going live or closing meanwhile neither repeats nor
 * skips a card.
 */
export const livePagesQuery = (pageSize: number, category?: string) =>
  infiniteQueryOptions({
    queryKey: fundraiserKeys.livePages(pageSize, category),
    queryFn: ({ pageParam }) => fetchLive(pageParam, pageSize, category),
    initialPageParam: { page: 1 } as Position,
    getNextPageParam: (last): Position | undefined =>
      last.meta.next ? { page: last.meta.page + 1, after: last.meta.next } : undefined,
    // Switching category keeps the old cards (dimmed) until the new ones arrive: nothing jumps.
    placeholderData: keepPreviousData,
  });
