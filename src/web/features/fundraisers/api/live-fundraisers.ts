import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { plain } from '#web/lib/api-client.ts';
import { cardPageSchema, nextPage } from './card-page.ts';
import { fundraiserKeys } from './fundraiser-keys.ts';

const fetchLive = async (page: number, pageSize: number, category?: string) =>
  cardPageSchema.parse(await plain(API.fundraisers, { query: { page, page_size: pageSize, category } }));

/** GET /fundraisers/: the first live fundraisers, newest first (the home page). */
export const liveFundraisersQuery = (pageSize: number, category?: string) =>
  queryOptions({
    queryKey: fundraiserKeys.live(pageSize, category),
    queryFn: async () => (await fetchLive(1, pageSize, category)).data,
  });

/** GET /fundraisers/?page=: live fundraisers of one category (or all), a page at a time. */
export const livePagesQuery = (pageSize: number, category?: string) =>
  infiniteQueryOptions({
    queryKey: fundraiserKeys.livePages(pageSize, category),
    queryFn: ({ pageParam }) => fetchLive(pageParam, pageSize, category),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // Switching category keeps the old cards (dimmed) until the new ones arrive: nothing jumps.
    placeholderData: keepPreviousData,
  });
