import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { ReportSubject } from '#shared/public-pages.ts';
import { reportedItemsReplySchema } from '#shared/schemas/items.schema.ts';
import { reportedReplySchema, type Report } from '#shared/schemas/report.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** A reported fundraiser or item offer, as the reviewers' list shows either. */
export interface Reported {
  code: string;
  title: string | null;
  status: string;
  /** Whether it can still be taken down (a live fundraiser closed, an offer removed). */
  removable: boolean;
  reports: Report[];
}

const read = {
  fundraiser: async (): Promise<Reported[]> =>
    reportedReplySchema.parse(await authed(API.reported)).data.map((f) => ({
      code: f.short_code,
      title: f.title,
      status: f.status,
      removable: f.status === 'live',
      reports: f.reports,
    })),
  item: async (): Promise<Reported[]> =>
    reportedItemsReplySchema.parse(await authed(API.reportedItems)).data.map((i) => ({
      code: i.code,
      title: i.title,
      status: i.status,
      removable: i.status !== 'removed',
      reports: i.reports,
    })),
} satisfies Record<ReportSubject, () => Promise<Reported[]>>;

/** What a reviewer's two answers call: take it down (close or remove), or dismiss the reports. */
const answers = {
  fundraiser: { takeDown: API.reviewerClose, dismiss: API.dismissReports },
  item: { takeDown: API.removeItem, dismiss: API.dismissItemReports },
} satisfies Record<ReportSubject, Record<'takeDown' | 'dismiss', (code: string) => string>>;

/** GET /moderation/reports/ or /moderation/item-reports/: read afresh on every visit. */
export const reportedQuery = (subject: ReportSubject) =>
  queryOptions({ queryKey: moderationKeys.reported(subject), queryFn: read[subject], staleTime: 0 });

export type Settlement = { kind: 'dismiss' | 'takeDown'; reason: string };

/** Either answer takes it off the list, and the record of decisions is read again. */
export function useSettleReports(subject: ReportSubject, reported: Reported) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, reason }: Settlement) =>
      authed(answers[subject][kind](reported.code), { method: 'POST', body: { reason } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.decisions() });
      client.setQueryData<Reported[]>(moderationKeys.reported(subject), (list) =>
        list?.filter((other) => other.code !== reported.code),
      );
    },
  });
}
