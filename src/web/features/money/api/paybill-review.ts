import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { unallocatedReplySchema, type UnallocatedPayment } from '#shared/schemas/paybill.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

// Paybill money that matched no live fundraiser (D-213), for /review's Payouts tab.

/** GET /moderation/c2b/unallocated/: read afresh on every visit (other reviewers place money too). */
export const unallocatedPaybillQuery = () =>
  queryOptions({
    queryKey: moneyKeys.paybill(),
    queryFn: async () => unallocatedReplySchema.parse(await authed(API.unallocatedPaybill)).data,
    staleTime: 0,
  });

export type PaybillDecision =
  { kind: 'assign'; short_code: string; reason: string } | { kind: 'refund'; reason: string };

/** Assign one payment to a fundraiser, or mark it for refund; the list is read again after either. */
export function usePaybillDecision(payment: UnallocatedPayment) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ...body }: PaybillDecision) =>
      messageReplySchema.parse(await authed(API.paybillDecision(payment.trans_id, kind), { method: 'POST', body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: moneyKeys.paybill() }),
  });
}
