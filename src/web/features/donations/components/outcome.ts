import type { Donation } from '#shared/schemas/donation.schema.ts';

/** Why a donation did not go through, by Daraja's ResultCode first, else by its status. */
export type Outcome = 'cancelled' | 'noResponse' | 'expired' | 'insufficient' | 'wrongPin' | 'failed';

const BY_CODE: Record<number, Outcome> = {
  1032: 'cancelled',
  1037: 'noResponse',
  1019: 'expired',
  1: 'insufficient',
  2001: 'wrongPin',
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

let dateFormat: Intl.DateTimeFormat | undefined;

/** A receipt's date and time in Kenyan time: the same on the server and on any phone. */
export const receiptDate = (iso: string) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-KE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  })).format(new Date(iso));

/** The donation sheet without JavaScript, with the amount filled in (never the phone number). */
export const retryHref = (donation: Pick<Donation, 'amount' | 'fundraiser'>) =>
  `/f/${encodeURIComponent(donation.fundraiser.short_code)}/donate?amount=${donation.amount}`;
