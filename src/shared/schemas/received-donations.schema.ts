import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { pageMetaSchema } from './fundraiser.schema.ts';

/**
 * One paid donation as its fundraiser's owner sees it: never the donor's number or e-mail, and
 * never its id, which is the secret of the donor's receipt link (D-156): the owner names a
 * donation by its `reference`.
 */
export const receivedDonationSchema = z.object({
  reference: z.string(),
  /** The donor's name, or 'Anonymous'. */
  donor_name: z.string(),
  /** Always KES, whole shillings (M-Pesa). */
  amount: z.number(),
  message: z.string().nullable(),
  /** When M-Pesa confirmed it. */
  paid_at: z.string(),
  /**
   * M-Pesa's receipt number (as on the statement): how a committee reconciles the money paid to its
   * cause. Null when only the status query confirmed the payment (it does not carry the number).
   */
  mpesa_receipt: z.string().nullable(),
});
export type ReceivedDonation = z.infer<typeof receivedDonationSchema>;

/** GET /fundraisers/{short_code}/donations/: a page of them, with the totals the public page shows. */
export const receivedDonationsReplySchema = z.object({
  data: z.array(receivedDonationSchema),
  meta: pageMetaSchema,
  totals: z.object({
    raised_kes: z.number(),
    /** In the fundraiser's currency, as its public page shows it (converted from KES for USD). */
    raised_amount: z.number(),
    currency: z.enum(CURRENCIES),
    supporters_count: z.number(),
  }),
});
export type ReceivedDonations = z.infer<typeof receivedDonationsReplySchema>;
