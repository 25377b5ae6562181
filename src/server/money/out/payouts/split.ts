import { PAYOUT_LIMITS } from '#shared/daraja-payouts.ts';
import { toMinor, toWholeKes } from '#shared/kes.ts';

/**
 * What M-Pesa sends for a withdrawal, in parts of at most its per-payout limit (research §2.1),
 * as even as whole shillings allow: KES 600 000 is 200 000 × 3, KES 250 001 is 125 001 + 125 000.
 */
export function payoutParts(sentMinor: number, maxKes: number = PAYOUT_LIMITS.maxKes) {
  const kes = toWholeKes(sentMinor);
  const n = Math.max(1, Math.ceil(kes / maxKes));
  const base = Math.floor(kes / n);
  return Array.from({ length: n }, (_, i) => toMinor(base + (i < kes - base * n ? 1 : 0)));
}
