import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { plain } from '#web/lib/api-client.ts';

export const fundraiserKeys = {
  all: ['fundraisers'] as const,
  live: (pageSize: number, category?: string) => [...fundraiserKeys.all, 'live', { pageSize, category }] as const,
};

export const liveFundraisersQuery = (pageSize: number, category?: string) =>
  queryOptions({
    queryKey: fundraiserKeys.live(pageSize, category),
    queryFn: () =>
      plain<{ data: FundraiserCard[] }>(API.fundraisers, { query: { page_size: pageSize, category } }).then(
        (r) => r.data,
      ),
  });
