import { z } from 'zod';

// /review's Payouts (D-208): what waits on us rather than on the fundraiser. Amounts in KES minor
// units. The name M-Pesa gave for a mismatched number is shown to reviewers only.

const waitingSchema = z.object({
  withdrawal_id: z.string(),
  short_code: z.string(),
  title: z.string().nullable(),
  amount: z.number().int(),
  /** funding, configuration, name_check, destination, cooling. */
  reason: z.string(),
  since: z.string(),
});

const unknownSchema = z.object({
  payout_id: z.string(),
  withdrawal_id: z.string(),
  short_code: z.string(),
  amount: z.number().int(),
  channel: z.enum(['b2c', 'b2b']),
  sent_at: z.string().nullable(),
  queries: z.number().int(),
});

const mismatchSchema = z.object({
  short_code: z.string(),
  title: z.string().nullable(),
  owner_name: z.string(),
  mpesa_name: z.string().nullable(),
});

export const payoutsReviewSchema = z.object({
  /** Payouts stopped after an initiator error (2001, 21, 2028, 8006) until a reviewer resumes them. */
  paused: z.boolean(),
  /** The utility account's funds as M-Pesa last reported them, and when. */
  utility_balance: z.number().int().nullable(),
  utility_balance_at: z.string().nullable(),
  /** What is approved or on its way and not paid yet: compare with the utility balance. */
  approved_total: z.number().int(),
  waiting: z.array(waitingSchema),
  /** Payouts M-Pesa has not answered about for long: the status queries go on. */
  unknown: z.array(unknownSchema),
  name_mismatches: z.array(mismatchSchema),
  /** What reconcile found wrong when a withdrawal was closed (D-246), newest first. */
  differences: z.array(z.object({ withdrawal_id: z.string().nullable(), text: z.string(), at: z.string() })),
});
export type PayoutsReview = z.infer<typeof payoutsReviewSchema>;

export const payoutsReviewReplySchema = z.object({ data: payoutsReviewSchema });

export const PAYOUTS_REVIEW_MSG = {
  resumed: 'Payouts resumed',
  balanceAsked: 'M-Pesa was asked for the balance; it shows here in a moment',
  notPaused: 'Payouts are not paused',
  nameAccepted: 'The payout number is accepted as the organiser’s',
  noMismatch: 'This fundraiser has no payout name to check',
} as const;
