import { z } from 'zod';

// Paybill payments for reviewers (D-213): what waits to be assigned to a fundraiser or refunded.

export const PAYBILL_MSG = {
  notFound: 'No such paybill payment',
  decided: 'This payment has already been assigned or marked for refund',
  countedAlready: 'This payment was already counted as a donation, so it was not added again',
  fundraiserClosedToMoney: 'That fundraiser cannot receive money: it is not live or closed',
  ownFundraiser: 'Another reviewer must assign money to your own fundraiser',
  noAmount: 'This payment has no amount that can be counted',
  reasonRequired: 'Say why, in a few words',
  assigned: 'Assigned: it counts as a donation now',
  refundMarked: 'Marked for refund',
  codeRequired: 'Enter the fundraiser code',
} as const;

const reason = z
  .string({ error: PAYBILL_MSG.reasonRequired })
  .trim()
  .min(3, { error: PAYBILL_MSG.reasonRequired })
  .max(500);

export const assignC2bSchema = z.object({
  short_code: z.string({ error: PAYBILL_MSG.codeRequired }).trim().min(1, { error: PAYBILL_MSG.codeRequired }).max(32),
  reason,
});
export type AssignC2b = z.infer<typeof assignC2bSchema>;

export const refundC2bSchema = z.object({ reason });
export type RefundC2b = z.infer<typeof refundC2bSchema>;

export const transIdParamSchema = z.object({
  trans_id: z.string().regex(/^[A-Za-z0-9]{1,20}$/, { error: PAYBILL_MSG.notFound }),
});

export const unallocatedPaymentSchema = z.object({
  trans_id: z.string(),
  /** KES minor units. */
  amount: z.number(),
  /** The account as the donor typed it. */
  bill_ref_number: z.string(),
  /** The payer's name as M-Pesa gave it, and the number masked: for reviewers only. */
  payer: z.string(),
  msisdn: z.string().nullable(),
  received_at: z.string(),
  status: z.enum(['unallocated', 'refund']),
  decision_reason: z.string().nullable(),
  /**
   * Found only by a donor's M-Pesa code check (D-245): the fundraiser the checker named. A claim
   * for a reviewer to weigh, never proof: a code alone says nothing of whose payment it is.
   */
  claimed: z.object({ title: z.string(), short_code: z.string() }).nullable(),
});
export type UnallocatedPayment = z.infer<typeof unallocatedPaymentSchema>;

export const unallocatedReplySchema = z.object({ data: z.array(unallocatedPaymentSchema) });
