import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { decisionsReplySchema } from '#shared/schemas/moderation.schema.ts';
import { purposeChangeReplySchema, takeDownReplySchema } from '#shared/schemas/refund.schema.ts';
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
/** What a reviewer does to a live fundraiser: close it, take it down returning its money (D-256), or mark its purpose changed (D-262). */
export type CloseAction = 'close' | 'takeDown' | 'purpose';

export function useCloseFundraiser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ shortCode, reason, action }: { shortCode: string; reason: string; action: CloseAction }) => {
      if (action === 'takeDown')
        return {
          action,
          ...takeDownReplySchema.parse(
            await authed(API.takeDown(shortCode), { method: 'POST', body: { reason, refund: true } }),
          ).data,
        };
      if (action === 'purpose')
        return {
          action,
          ...purposeChangeReplySchema.parse(
            await authed(API.purposeChange(shortCode), { method: 'POST', body: { reason } }),
          ).data,
        };
      await authed(API.reviewerClose(shortCode), { method: 'POST', body: { reason } });
      return { action };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.decisions() }),
  });
}
