import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { reportedReplySchema, type ReportedItem } from '#shared/schemas/report.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /moderation/reports/: reported fundraisers, read afresh on every visit. */
export const reportedQuery = () =>
  queryOptions({
    queryKey: moderationKeys.reported(),
    queryFn: async () => reportedReplySchema.parse(await authed(API.reported)).data,
    staleTime: 0,
  });

export type Settlement = { kind: 'dismiss' | 'close'; reason: string };

/** Dismiss the reports, or close the fundraiser: either way it leaves the list and is recorded. */
export function useSettleReports(item: ReportedItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, reason }: Settlement) =>
      authed(kind === 'dismiss' ? API.dismissReports(item.short_code) : API.reviewerClose(item.short_code), {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.decisions() });
      client.setQueryData<ReportedItem[]>(moderationKeys.reported(), (list) =>
        list?.filter((other) => other.id !== item.id),
      );
    },
  });
}
