import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { payoutsReviewReplySchema } from '#shared/schemas/payouts-review.schema.ts';
import { awaitingReviewReplySchema, type AwaitingReview } from '#shared/schemas/withdrawal.schema.ts';
import { authed, statusOf } from '#web/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

// The reviewers' Payouts tab (D-204): withdrawals waiting for a look, and the payouts overview.

/** GET /moderation/withdrawals/: read afresh on every visit (other reviewers empty it too). */
export const awaitingReviewQuery = () =>
  queryOptions({
    queryKey: moneyKeys.review(),
    queryFn: async () => awaitingReviewReplySchema.parse(await authed(API.reviewWithdrawals)).data,
    staleTime: 0,
  });

/** GET /moderation/payouts/; null where the server does not offer it yet (404). */
export const payoutsOverviewQuery = () =>
  queryOptions({
    queryKey: moneyKeys.payouts(),
    queryFn: async () => {
      try {
        return payoutsReviewReplySchema.parse(await authed(API.reviewPayouts)).data;
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    staleTime: 0,
  });

export type ReviewDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** Resume payouts after an initiator error, or accept a payout number's M-Pesa name (D-208). */
export function usePayoutsAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: { kind: 'resume' | 'balance' } | { kind: 'accept-name'; shortCode: string }) =>
      messageReplySchema.parse(
        await authed(
          action.kind === 'accept-name'
            ? API.acceptPayoutName(action.shortCode)
            : action.kind === 'resume'
              ? API.resumePayouts
              : API.askPayoutBalance,
          { method: 'POST' },
        ),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: moneyKeys.payouts() }),
  });
}

/** Approve or refuse one withdrawal; once decided it leaves the queue without a reload. */
export function useReviewDecision(item: AwaitingReview) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ReviewDecision) =>
      messageReplySchema.parse(
        decision.kind === 'approve'
          ? await authed(API.reviewApproveWithdrawal(item.id), { method: 'POST' })
          : await authed(API.reviewRejectWithdrawal(item.id), { method: 'POST', body: { reason: decision.reason } }),
      ),
    onSuccess: () => {
      client.setQueryData<AwaitingReview[]>(moneyKeys.review(), (queue) => queue?.filter((w) => w.id !== item.id));
      void client.invalidateQueries({ queryKey: moneyKeys.payouts() });
    },
  });
}
