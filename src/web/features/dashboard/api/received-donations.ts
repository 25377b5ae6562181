import { infiniteQueryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { receivedDonationsReplySchema } from '#shared/schemas/received-donations.schema.ts';
import { authed } from '#web/lib/api-client.ts';

const PAGE_SIZE = 10;

export const dashboardKeys = {
  received: (shortCode: string) => ['dashboard', 'received', shortCode] as const,
};

/** GET /fundraisers/{code}/donations/: the owner's list, ten at a time. */
export const receivedDonationsQuery = (shortCode: string) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.received(shortCode),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      receivedDonationsReplySchema.parse(
        await authed(API.receivedDonations(shortCode), { query: { page: pageParam, page_size: PAGE_SIZE } }),
      ),
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
  });

/** The CSV download: a plain link, so the browser saves the file itself. */
export const receivedDonationsCsvHref = (shortCode: string) => `/api${API.receivedDonationsCsv(shortCode)}`;
