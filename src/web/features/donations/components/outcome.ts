import { RESULT } from '#shared/daraja.ts';
import type { Donation } from '#shared/schemas/donation.schema.ts';

/** Why a donation did not go through, by Daraja's ResultCode first, else by its status. */
export type Outcome = 'cancelled' | 'noResponse' | 'expired' | 'insufficient' | 'wrongPin' | 'failed';

const BY_CODE: Record<number, Outcome> = {
  [RESULT.cancelled]: 'cancelled',
  [RESULT.unreachable]: 'noResponse',
  [RESULT.expired]: 'expired',
  [RESULT.insufficientFunds]: 'insufficient',
  [RESULT.wrongPin]: 'wrongPin',
};

export function outcomeOf(donation: Pick<Donation, 'status' | 'result_code'>): Outcome {
  const byCode = donation.result_code === null ? undefined : BY_CODE[donation.result_code];
  if (byCode) return byCode;
  if (donation.status === 'cancelled') return 'cancelled';
  if (donation.status === 'timed_out') return 'noResponse';
  return 'failed';
}

/** Whole seconds until `retryAt` (ISO), 0 once it has passed. */
export const secondsUntil = (retryAt: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(retryAt) - now) / 1000));

/** The donation sheet without JavaScript, with the amount filled in (never the phone number). */
export const retryHref = (donation: Pick<Donation, 'amount' | 'fundraiser'>) =>
  `/f/${encodeURIComponent(donation.fundraiser.short_code)}/donate?amount=${donation.amount}`;

/** How long the donor waits before the panel says M-Pesa is slow to confirm (D-168). */
export const SLOW_AFTER_MS = 10_000;

/** When a donation still waiting for M-Pesa counts as slow (ms). */
export const slowSince = (donation: Pick<Donation, 'created_at'>) => Date.parse(donation.created_at) + SLOW_AFTER_MS;
