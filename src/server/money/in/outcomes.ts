import type { DonationStatus } from '#shared/constants.ts';
import { FINAL_FAILURE_CODES, RESULT } from '#shared/daraja.ts';

/**
 * What a ResultCode means for a donation. A callback only ever carries a final answer, so any
 * non-zero code in one is a failure. A status query is different: there only 0 means paid and
 * only the known final codes mean failed; 4999 and anything unknown mean "no answer yet" (null),
 * because Daraja answers those while a payment is still in flight.
 */
export function statusOf(code: number, source: 'callback' | 'query'): Exclude<DonationStatus, 'pending'> | null {
  if (code === RESULT.paid) return 'succeeded';
  if (code === RESULT.cancelled) return 'cancelled';
  if (code === RESULT.unreachable || code === RESULT.expired) return 'timed_out';
  if (source === 'callback' || FINAL_FAILURE_CODES.includes(code)) return 'failed';
  return null;
}
