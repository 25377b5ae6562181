import { dueBefore, type InstalmentPlan } from './instalments.ts';
import type { PledgeState, PledgeStatus } from './pledge-constants.ts';

// A pledge's status, derived when read (D-231): nothing stored goes stale when a date passes.

export interface PledgeFacts extends InstalmentPlan {
  state: PledgeState;
  paid_minor: number;
}

/** `today`: the Nairobi date 'YYYY-MM-DD' (instalments.ts nairobiDate). */
export function pledgeStatus(p: PledgeFacts, today: string): PledgeStatus {
  if (p.state === 'unconfirmed') return 'unconfirmed';
  if (p.paid_minor >= p.amount_minor) return 'fulfilled';
  if (p.state === 'released') return 'released';
  if (dueBefore(p, today) > p.paid_minor) return 'overdue';
  return p.paid_minor > 0 ? 'partly_paid' : 'open';
}

/** What the fundraiser's page counts as pledged: confirmed, not released, the unpaid part. */
export const pledgedRemainder = (p: PledgeFacts) =>
  p.state === 'confirmed' ? Math.max(0, p.amount_minor - p.paid_minor) : 0;
