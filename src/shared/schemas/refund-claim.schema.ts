import { z } from 'zod';
import { mpesaCodeRequestSchema } from './mpesa-code.schema.ts';
import { kenyanMobile, smsCodeSchema } from './phone.schema.ts';

// A refund waiting for its payer's claim (D-256, D-260): M-Pesa masked the number that paid, so the
// payer gives the M-Pesa code of their payment and their number, which must fit what M-Pesa showed
// of it, and proves the number with a code by SMS; the money then goes there by B2C.

export const REFUND_CLAIM_MSG = {
  noClaim: 'No refund here waits for that M-Pesa code and number. Check both against your M-Pesa SMS.',
  done: 'This refund was claimed already: it is on its way to the number that claimed it.',
  noCode: 'Ask for a code first.',
  sent: 'We sent a code to your phone. Enter it to receive your money.',
  claimed: 'Done: your money is on its way to your M-Pesa.',
  restart: 'Start again: give the M-Pesa code of your payment and your number.',
} as const;

/** POST /fundraisers/{short_code}/refund-claims/ */
export const refundClaimSchema = z.object({
  mpesa_code: mpesaCodeRequestSchema.shape.mpesa_code,
  phone: kenyanMobile(),
});
export type RefundClaimInput = z.input<typeof refundClaimSchema>;

/** 202: the code is on its way to that number; `phone` as the page may show it (0712 ••• 678). */
export const refundClaimReplySchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string(), phone: z.string() }),
});

/** POST /refund-claims/{id}/confirm/ */
export const refundClaimConfirmSchema = smsCodeSchema.extend({ phone: kenyanMobile() });

export const refundClaimConfirmReplySchema = z.object({
  message: z.string(),
  data: z.object({ status: z.literal('queued') }),
});
