import { z } from 'zod';

// GET /moderation/payouts/: what reviewers watch beside the withdrawals waiting for them (issue's
// "Where the money goes" and "Screens"): payouts held up by our own configuration or funding (the
// utility account empty, a refused credential), names M-Pesa returned that differ from the owner's,
// and the M-Pesa utility balance against what is approved and not yet paid. Amounts in KES minor units.

/** A withdrawal held up on our side, or held for a reviewer; fields beyond the first four are optional. */
const heldPayoutSchema = z.object({
  id: z.string(),
  short_code: z.string(),
  title: z.string().nullable(),
  amount: z.number().int(),
  /** M-Pesa's result code that stopped it (1, 2001, 21, 2028, 8006…). */
  result_code: z.union([z.number(), z.string()]).nullable().optional(),
  /** Why, in words a reviewer reads. */
  reason: z.string().nullable().optional(),
  since: z.string().nullable().optional(),
});

/** A payout whose recipient's name (ReceiverPartyPublicName) differs from the owner's: personal data, reviewers only. */
const nameMismatchSchema = z.object({
  id: z.string(),
  short_code: z.string(),
  title: z.string().nullable(),
  owner_name: z.string().nullable().optional(),
  mpesa_name: z.string().nullable().optional(),
  since: z.string().nullable().optional(),
});

export const payoutsOverviewSchema = z.object({
  /** null when the balance could not be asked (no answer yet from Daraja's Account Balance). */
  utility_balance: z.number().int().nullable(),
  approved_total: z.number().int(),
  waiting: z.array(heldPayoutSchema),
  name_mismatches: z.array(nameMismatchSchema),
});
export type PayoutsOverview = z.infer<typeof payoutsOverviewSchema>;

export const payoutsOverviewReplySchema = z.object({ data: payoutsOverviewSchema });
