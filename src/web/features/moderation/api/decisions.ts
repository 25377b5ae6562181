import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { decisionsReplySchema } from '#shared/schemas/moderation.schema.ts';
import { takeDownReplySchema } from '#shared/schemas/refund.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

const PAGE_SIZE = 20;

/** GET /moderation/decisions/: the record, newest first, 'Load more' at a time. */
export const decisionsQuery = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.decisions(),
    queryFn: async ({ pageParam }) =>
      decisionsReplySchema.parse(await authed(API.decisions, { query: { page: pageParam, page_size: PAGE_SIZE } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
    staleTime: 0,
  });

/**
 * A reviewer closes a live fundraiser, or takes one down and returns its money (D-256): then the
 * answer says how many gifts go back and how much. The record then shows it.
 */
export function useCloseFundraiser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ shortCode, reason, refund }: { shortCode: string; reason: string; refund: boolean }) =>
      refund
        ? takeDownReplySchema.parse(await authed(API.takeDown(shortCode), { method: 'POST', body: { reason, refund } }))
            .data
        : (await authed(API.reviewerClose(shortCode), { method: 'POST', body: { reason } }), null),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.decisions() }),
  });
}
