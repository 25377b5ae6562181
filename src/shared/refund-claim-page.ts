import type { FieldErrors } from './schemas/field-errors.ts';

// The refund claim page the server draws (D-260), beside the other public pages (public-pages.ts).

/**
 * /f/{code}/refund (D-260): a payer whose number M-Pesa masked claims their refund with the M-Pesa
 * code of their payment and their number, then the code sent to that number. No script at all.
 */
export interface RefundClaimPage {
  kind: 'refund-claim';
  fundraiser: { short_code: string; title: string };
  /** What was typed, as typed. */
  values: { mpesa_code?: string; phone?: string };
  errors?: FieldErrors;
  message?: string;
  /** The code step: the refund and the number the code went to (0712 ••• 678 shown, the whole one posted back). */
  awaiting?: { id: string; phone: string; shown: string };
  claimed?: boolean;
  status?: 400 | 404 | 409 | 429;
}

export const refundClaimPath = (shortCode: string) => `/f/${encodeURIComponent(shortCode)}/refund`;
