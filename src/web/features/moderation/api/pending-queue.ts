import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { pendingReplySchema, type PendingItem } from '#shared/schemas/moderation.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /moderation/pending/: the queue, read afresh on every visit (other reviewers empty it too). */
export const pendingQueueQuery = () =>
  queryOptions({
    queryKey: moderationKeys.pending(),
    queryFn: async () => pendingReplySchema.parse(await authed(API.pending)).data,
    staleTime: 0,
  });

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** Approve or reject one fundraiser; once decided it leaves the queue without a reload. */
export function useDecide(item: PendingItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve'
        ? authed(API.approve(item.short_code), { method: 'POST' })
        : authed(API.reject(item.short_code), { method: 'POST', body: { reason: decision.reason } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.decisions() });
      client.setQueryData<PendingItem[]>(moderationKeys.pending(), (queue) =>
        queue?.filter((other) => other.id !== item.id),
      );
    },
  });
}
