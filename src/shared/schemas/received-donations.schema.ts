import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { pageMetaSchema } from './fundraiser.schema.ts';

/** One paid donation as its fundraiser's owner sees it: never the donor's number or e-mail. */
export const receivedDonationSchema = z.object({
  id: z.string(),
  /** The donor's name, or 'Anonymous'. */
  donor_name: z.string(),
  /** Always KES, whole shillings (M-Pesa). */
  amount: z.number(),
  message: z.string().nullable(),
  /** When M-Pesa confirmed it. */
  paid_at: z.string(),
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
