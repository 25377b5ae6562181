import { z } from 'zod';
import { MSG } from '../messages.ts';

// "I paid but it's not showing" (D-217): the M-Pesa code from the donor's SMS and the fundraiser
// they paid, in the app and as the server-drawn form alike.

export const MPESA_CODE_MSG = {
  codeInvalid: 'Enter the 10-character M-Pesa code from your SMS, like SG632NMUAB',
};

/** M-Pesa's transaction codes: ten capitals and digits (they begin with a letter; M-Pesa, not we, says which exist). */
export const MPESA_CODE_PATTERN = /^[A-Z0-9]{10}$/;

export const mpesaCodeRequestSchema = z.object({
  // Typed from an SMS: spaces and small letters forgiven.
  mpesa_code: z
    .string({ error: MPESA_CODE_MSG.codeInvalid })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(MPESA_CODE_PATTERN, { error: MPESA_CODE_MSG.codeInvalid })),
  short_code: z.string({ error: MSG.fundraiserNotFound }).trim().min(1).max(32),
});
export type MpesaCodeRequest = z.input<typeof mpesaCodeRequestSchema>;

/**
 * counted: the payment is now in the fundraiser's total; already_counted: it was; received: M-Pesa
 * has it, paid to us, but no donation of ours knows it, so a reviewer adds it to the fundraiser once
 * checked (D-245: a code alone never says whose it is); not_found: M-Pesa knows no payment to us by
 * that code; pending: M-Pesa has not answered yet (ask again in a minute).
 */
export const MPESA_CODE_STATUSES = ['counted', 'already_counted', 'received', 'not_found', 'pending'] as const;
export type MpesaCodeStatus = (typeof MPESA_CODE_STATUSES)[number];

export const mpesaCodeReplySchema = z.object({ data: z.object({ status: z.enum(MPESA_CODE_STATUSES) }) });
export type MpesaCodeReply = z.infer<typeof mpesaCodeReplySchema>;

/** What the form says under its button: M-Pesa's answer, or why there is none. */
export type MpesaCodeShown = MpesaCodeStatus | 'invalid' | 'limited' | 'failed';

/** The form as the server drew it after its plain post: what was typed and the answer. */
export interface MpesaCodeDrawn {
  value: string;
  shown: MpesaCodeShown;
}
