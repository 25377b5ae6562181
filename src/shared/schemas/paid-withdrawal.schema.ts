import { z } from 'zod';

// A paid withdrawal as donors see it on the fundraiser page (D-208): when, how much reached the
// cause, what for, where it went and M-Pesa's receipts. Nothing personal: an M-Pesa recipient is
// "the organiser's M-Pesa", never a number or the name M-Pesa gave; a paybill is an organisation
// and is named.

export const paidWithdrawalSchema = z.object({
  paid_at: z.string(),
  /** What M-Pesa sent, in KES minor units (the fee is not part of it). */
  amount: z.number().int(),
  purpose: z.string(),
  recipient: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('mpesa') }),
    z.object({ kind: z.literal('paybill'), paybill: z.string(), name: z.string().nullable() }),
  ]),
  mpesa_receipts: z.array(z.string()),
});
export type PaidWithdrawal = z.infer<typeof paidWithdrawalSchema>;

export const paidWithdrawalsReplySchema = z.object({ data: z.array(paidWithdrawalSchema) });
