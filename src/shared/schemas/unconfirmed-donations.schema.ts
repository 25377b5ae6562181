import { z } from 'zod';

// GET /moderation/unconfirmed-donations/ (D-216): donations M-Pesa has still not answered for a day
// after their push, with what the last status query learned, for a reviewer with the M-Pesa portal.

export const unconfirmedDonationSchema = z.object({
  reference: z.string(),
  short_code: z.string(),
  title: z.string(),
  /** KES. */
  amount: z.number(),
  /** Masked (0712 ••• 678): enough to find the payment in the portal with the time. */
  phone: z.string(),
  pushed_at: z.string(),
  queries: z.number(),
  late_queries: z.number(),
  /** Daraja's code and words ('4999 …', '500.001.1001 …'), null before any query. */
  last_query_outcome: z.string().nullable(),
  last_query_at: z.string().nullable(),
});
export type UnconfirmedDonation = z.infer<typeof unconfirmedDonationSchema>;

export const unconfirmedDonationsReplySchema = z.object({ data: z.array(unconfirmedDonationSchema) });

/** How long a donation waits for M-Pesa before reviewers are shown it. */
export const UNCONFIRMED_AFTER_HOURS = 24;
