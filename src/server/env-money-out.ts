import { z } from 'zod';

// The settings of money out (D-199…D-204, D-208), part of env.ts's schema; production's own
// checks on them (no zero escrow, no zero cooling) are in env.ts with the others.

export const MONEY_OUT_ENV = {
  // Money out (D-199): a donation is withdrawable this many business days after it succeeded
  // (0 only outside production, for tests and demos).
  ESCROW_BUSINESS_DAYS: z.coerce.number().int().min(0).max(30).default(5),
  // The platform fee, in percent, taken from each withdrawal and shown before anyone confirms (D-200).
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(20).default(3.5),
  // No withdrawal is paid for this long after the payout destination changed (D-203); 0 only outside production.
  PAYOUT_COOLING_HOURS: z.coerce.number().int().min(0).max(720).default(48),
  // A fundraiser's first withdrawal, and any above this many KES, also needs a reviewer (D-204).
  PAYOUT_REVIEW_KES: z.coerce.number().int().min(0).default(100_000),
  // A payout with no result this many seconds after M-Pesa took it is asked about, then again
  // with growing gaps (D-208); a withdrawal M-Pesa could not pay for lack of funds is tried again
  // after PAYOUT_FUNDING_RETRY_SECONDS.
  PAYOUT_QUERY_SECONDS: z.coerce.number().positive().default(60),
  PAYOUT_FUNDING_RETRY_SECONDS: z.coerce.number().positive().default(1800),
  // Reconcile reports a paid payout that M-Pesa has not confirmed by Transaction Status this many
  // seconds after it was paid (D-246).
  PAYOUT_VERIFY_GRACE_SECONDS: z.coerce.number().int().positive().default(3600),
};
