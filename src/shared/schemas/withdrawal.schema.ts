import { z } from 'zod';

// A withdrawal of raised money (D-200): requested by the fundraiser's owner, approved, paid by
// M-Pesa. Amounts the owner types are whole KES; the API answers in KES minor units like /money/.

export const WITHDRAWAL = {
  /** M-Pesa sends nothing under KES 10 (B2C's floor), after the fee. */
  minSentKes: 10,
  /** Far above any fundraiser; several payouts of M-Pesa's KES 250 000 each pay a large one. */
  maxKes: 50_000_000,
  /** A fundraiser's withdrawals wait for a reviewer until this much has been withdrawn (D-204, D-244). */
  reviewedFirstKes: 10_000,
  purposeMin: 5,
  purposeMax: 200,
} as const;

export const WITHDRAWAL_MSG = {
  amountRequired: 'Enter the amount to withdraw',
  amountWhole: 'Enter a whole number of shillings',
  amountMin: `M-Pesa sends at least KES ${WITHDRAWAL.minSentKes} after the fee`,
  amountMax: 'That is more than any fundraiser holds',
  overAvailable: 'That is more than is available to withdraw now',
  purposeRequired: 'Say what the money is for',
  purposeMin: `Say what the money is for in at least ${WITHDRAWAL.purposeMin} characters`,
  purposeMax: `The purpose must be at most ${WITHDRAWAL.purposeMax} characters`,
  notFound: 'Withdrawal not found',
  notCancellable: 'This withdrawal can no longer be cancelled',
  requested: 'Withdrawal requested',
  cancelled: 'Withdrawal cancelled',
  notApprovable: 'This withdrawal is no longer waiting for approval',
  phoneNeeded: 'Verify a phone number for codes in your settings first: approvals are confirmed by SMS',
  approvalCodeSent: 'We sent a 6-digit code by SMS to your phone.',
  noApprovalCode: 'There is no approval code waiting. Please send a new code.',
  approved: 'Your approval is recorded.',
  notReviewable: 'This withdrawal is not waiting for a reviewer',
  ownWithdrawalReview: 'You cannot review a withdrawal from your own fundraiser',
  reviewed: 'Withdrawal approved by a reviewer',
  rejected: 'Withdrawal rejected; the amount is available again',
  notRefusable: 'This withdrawal can no longer be refused: M-Pesa is paying it',
  refused: 'Withdrawal refused; what was not paid is available again',
} as const;

/**
 * The platform fee on a withdrawal of `amountKes`, in whole KES (PLATFORM_FEE_PERCENT): taken from
 * the amount, shown before anyone confirms ("You withdraw KES 10 000; fee KES 350; M-Pesa sends KES 9 650").
 * Rounded up to the shilling, so no withdrawal is free of it (D-244): KES 14 pays KES 1.
 */
export const withdrawalFee = (amountKes: number, feePercent: number) =>
  // In whole hundredths of a percent, so 3.5 % of KES 10 000 is exactly 350, never 350.0000001 → 351.
  Math.ceil(Math.round(amountKes * feePercent * 100) / 10_000);

export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'submitted',
  'paid',
  'failed',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What may still be refused, by a reviewer or a treasurer: nothing of it is with M-Pesa yet (D-244). */
export const REFUSABLE_STATUSES = ['requested', 'approved'] as const satisfies readonly WithdrawalStatus[];

export const withdrawalRequestSchema = z.object({
  amount: z
    .number({ error: WITHDRAWAL_MSG.amountRequired })
    .int({ error: WITHDRAWAL_MSG.amountWhole })
    .min(WITHDRAWAL.minSentKes, { error: WITHDRAWAL_MSG.amountMin })
    .max(WITHDRAWAL.maxKes, { error: WITHDRAWAL_MSG.amountMax }),
  purpose: z
    .string({ error: WITHDRAWAL_MSG.purposeRequired })
    .trim()
    .min(1, { error: WITHDRAWAL_MSG.purposeRequired, abort: true })
    .min(WITHDRAWAL.purposeMin, { error: WITHDRAWAL_MSG.purposeMin })
    .max(WITHDRAWAL.purposeMax, { error: WITHDRAWAL_MSG.purposeMax }),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /withdrawals/{id}/: amounts in KES minor units. */
export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number().int(),
  fee: z.number().int(),
  purpose: z.string(),
  approvals: z.number().int(),
  approvals_needed: z.number().int(),
  /** A reviewer's look (D-204): needed for a fundraiser's first withdrawal and for large ones. */
  review: z.enum(['not_needed', 'waiting', 'done']),
  rejection_reason: z.string().nullable(),
  rejected_as: z
    .enum(['reviewer', 'treasurer'])
    .nullable()
    .meta({ description: 'Who refused it: a Harambee reviewer, or one of the fundraiser’s treasurers (D-244)' }),
  created_at: z.string(),
  /** Approved and not paid yet because of (D-208): destination, cooling, name_check, funding, configuration. */
  wait_reason: z.string().nullable(),
  /** Waiting for the cooling after a destination change: when it ends and payouts may start. */
  wait_until: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Why M-Pesa could not pay it: its ResultCode (payoutFailureText says it in words). */
  failure_code: z.string().nullable(),
  /** Each request to M-Pesa, in part order (a withdrawal above KES 250 000 is paid in parts). */
  payouts: z.array(
    z.object({
      status: z.enum(['queued', 'sending', 'sent', 'unknown', 'paid', 'failed', 'refused']),
      amount: z.number().int(),
      mpesa_receipt: z.string().optional(),
      result_code: z.union([z.number(), z.string()]).optional(),
    }),
  ),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalReplySchema = z.object({ message: z.string().optional(), data: withdrawalSchema });

/** POST /fundraisers/{short_code}/withdrawals/ → 201 */
export const withdrawalRequestedReplySchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string(), status: z.literal('requested'), approvals_needed: z.number().int() }),
});

/** The amount field as the withdraw form holds it (text, "10 000" too), checked by the request's own rule. */
export const withdrawalFormSchema = withdrawalRequestSchema.extend({
  amount: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const digits = v.replace(/[\s,]/g, '');
    return digits === '' ? undefined : Number(digits);
  }, withdrawalRequestSchema.shape.amount),
});
export type WithdrawalFormInput = { amount: string; purpose: string };

/** One withdrawal in its fundraiser's list: what GET /withdrawals/{id}/ says, and the viewer's part in it. */
export const withdrawalListItemSchema = withdrawalSchema.extend({
  approvers: z.array(z.object({ name: z.string(), approved_at: z.string().nullable() })).meta({
    description:
      'Who approved it and when, in order; then, while it waits for approvals, each person who may still approve it (approved_at null)',
  }),
  approved_by_me: z.boolean().meta({ description: 'The signed-in person has approved it (approvals count once)' }),
  requested_by_me: z.boolean().meta({ description: 'The signed-in person asked for it (only they may cancel it)' }),
  can_approve: z.boolean().meta({
    description:
      'The signed-in person may approve it now: it waits for approvals, they are an approver, and not yet one',
  }),
  can_refuse: z.boolean().meta({
    description: 'The signed-in person may refuse it now with a reason: a treasurer, before M-Pesa is paying it',
  }),
});
export type WithdrawalListItem = z.infer<typeof withdrawalListItemSchema>;

/** GET /fundraisers/{short_code}/money/withdrawals/: newest first, amounts in KES minor units. */
export const withdrawalListReplySchema = z.object({ data: z.array(withdrawalListItemSchema) });

/** GET /moderation/withdrawals/: the withdrawals a reviewer must look at (D-204), oldest first. */
export const awaitingReviewSchema = z.object({
  id: z.string(),
  short_code: z.string(),
  title: z.string().nullable(),
  /** The fundraiser's owner: a reviewer never reviews their own (D-150), so the screen does not offer it. */
  owner_id: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  purpose: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>;
export const awaitingReviewReplySchema = z.object({ data: z.array(awaitingReviewSchema) });
