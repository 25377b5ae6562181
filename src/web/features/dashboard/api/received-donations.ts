import { infiniteQueryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { receivedDonationsReplySchema } from '#shared/schemas/received-donations.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';

const PAGE_SIZE = 10;

export const dashboardKeys = {
  received: (shortCode: string) => ['dashboard', 'received', shortCode] as const,
};

/** GET /fundraisers/{code}/donations/: the owner's list, ten at a time (owner data, D-161). */
export const receivedDonationsQuery = (shortCode: string) =>
  infiniteQueryOptions({
    ...OWNER_DATA,
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
