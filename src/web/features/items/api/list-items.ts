import { infiniteQueryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { itemListReplySchema } from '#shared/schemas/items.schema.ts';
import { plain } from '#web/lib/api-client.ts';
import type { ItemsFilter } from '../items-href.ts';
import { itemKeys } from './item-keys.ts';

/** GET /api/items/: one page of available and reserved offers, newest first. */
export async function listItems(filter: ItemsFilter, page: number) {
  const query: Record<string, string | number> = { page, page_size: PAGE_SIZE_DEFAULT };
  if (filter.q?.trim()) query.q = filter.q.trim();
  if (filter.category) query.category = filter.category;
  if (filter.county) query.county = filter.county;
  return itemListReplySchema.parse(await plain(API.items, { query }));
}

/** The list page by page, for the app's /fundraisers?view=items. */
export const itemListQuery = (filter: ItemsFilter) =>
  infiniteQueryOptions({
    queryKey: itemKeys.list(filter),
    queryFn: ({ pageParam }) => listItems(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.data.length, 0);
      return shown < last.meta.total && last.data.length > 0 ? pages.length + 1 : undefined;
    },
  });
