import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { ownerSupportMessagesPageSchema, supportMessageChangedSchema } from '#shared/schemas/support-message.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';
import { fundraiserPageKeys } from './review.ts';

const OWNER_PAGE_SIZE = 20;

export const supportMessagesKeys = {
  owner: (shortCode: string) => ['fundraiser-page', 'support-messages', shortCode] as const,
};

/**
 * The owner's list (hidden ones too), twenty at a time; asked afresh on every visit and stale at
 * once, as all owner data (D-161): a donor may have just written.
 */
export const ownerSupportMessagesQuery = (shortCode: string) =>
  infiniteQueryOptions({
    ...OWNER_DATA,
    queryKey: supportMessagesKeys.owner(shortCode),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      ownerSupportMessagesPageSchema.parse(
        await authed(API.ownerSupportMessages(shortCode), { query: { page: pageParam, page_size: OWNER_PAGE_SIZE } }),
      ),
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
  });

/** PATCH …/support-messages/{reference}/: hide words from the page, or show them again. */
export function useSetSupportMessageHidden(shortCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ reference, hidden }: { reference: string; hidden: boolean }) =>
      supportMessageChangedSchema.parse(
        await authed(API.supportMessage(shortCode, reference), { method: 'PATCH', body: { hidden } }),
      ),
    // The owner's list and the page's own read (which shows only the words not hidden) both change.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: supportMessagesKeys.owner(shortCode) }),
        client.invalidateQueries({ queryKey: fundraiserPageKeys.review(shortCode) }),
      ]),
  });
}
