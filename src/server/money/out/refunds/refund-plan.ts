import { toMinor, toWholeKes } from '#shared/kes.ts';
import type { RefundChannel } from '../../../db/refunds-table.ts';

// What goes back to each donor and by which road (D-256). Pure: the take-down, a donor's request
// and their tests share it.

export interface Gift {
  id: string;
  amountMinor: number;
}

/**
 * Each gift's share of what the fundraiser still holds, in whole shillings (M-Pesa moves whole
 * shillings): every gift whole when enough is held, else in proportion to what it brought, the
 * shillings left by rounding down going one each to the largest remainders (the earlier gift on a
 * tie). The shares never add up to more than is held. Gifts whose share is nothing are left out.
 */
export function refundShares(gifts: Gift[], heldMinor: number): Map<string, number> {
  const total = gifts.reduce((sum, g) => sum + g.amountMinor, 0);
  if (heldMinor >= total) return new Map(gifts.map((g) => [g.id, g.amountMinor]));
  const pot = toWholeKes(Math.max(0, heldMinor), 'down');
  const exact = gifts.map((g, index) => ({
    id: g.id,
    index,
    kes: Math.floor((g.amountMinor * pot) / total),
    remainder: (g.amountMinor * pot) % total,
  }));
  let left = pot - exact.reduce((sum, s) => sum + s.kes, 0);
  for (const share of [...exact].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.kes += 1;
    left -= 1;
  }
  return new Map(exact.filter((s) => s.kes > 0).map((s) => [s.id, toMinor(s.kes)]));
}

/**
 * The road back: a reversal when the whole gift goes back and M-Pesa gave its receipt (M-Pesa
 * returns it to whoever paid, masked number or not; a part is never reversed: whether M-Pesa takes
 * one is not documented); else B2C to the number that paid when we know it whole; else the payer
 * claims it with their M-Pesa code.
 */
export function refundRoad(
  gift: { amountMinor: number; receipt: string | null; phone: string | null },
  shareMinor: number,
): { channel: RefundChannel; party: string | null } {
  if (gift.receipt && shareMinor === gift.amountMinor) return { channel: 'reversal', party: null };
  if (gift.phone && /^254\d{9}$/.test(gift.phone)) return { channel: 'b2c', party: gift.phone };
  return { channel: 'claim', party: null };
}
