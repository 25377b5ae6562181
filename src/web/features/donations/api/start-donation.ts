import { API } from '#shared/api-paths.ts';
import { donationStartedSchema, type DonationRequest, type DonationStarted } from '#shared/schemas/donation.schema.ts';
import { errorBody, plain, statusOf } from '#web/lib/api-client.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

export type StartResult =
  | { kind: 'started'; started: DonationStarted }
  | {
      kind: 'failed';
      /** offline: no answer at all; 400, 404, 409, 429, 503 as the API answers; failed: anything else. */
      reason: 'offline' | 'invalid' | 'not-found' | 'not-live' | 'too-soon' | 'unavailable' | 'failed';
      message?: string;
      fieldErrors?: FieldErrors;
      /** Seconds until the server takes another attempt (429's Retry-After). */
      retryAfter?: number;
    };

const REASONS: Record<number, Exclude<StartResult, { kind: 'started' }>['reason']> = {
  400: 'invalid',
  404: 'not-found',
  409: 'not-live',
  429: 'too-soon',
  503: 'unavailable',
};

/** A fresh Idempotency-Key; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newAttemptKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * POST /api/donations/ → 202 { id, status: 'pending', receipt_url }. The attempt's key goes as
 * Idempotency-Key, and a request that got no answer (or a 500/502/504) is sent once more with the
 * same key: if the first one did reach the server, the second returns that donation and no second
 * M-Pesa prompt is sent. A payment is never retried later or offline (decisions: the donor must
 * be present).
 */
export async function startDonation(input: DonationRequest, attemptKey: string): Promise<StartResult> {
  try {
    const reply = await plain(API.donations, {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': attemptKey },
      retry: 1,
      retryDelay: 1500,
      // ofetch counts "no answer at all" as 500.
      retryStatusCodes: [500, 502, 504],
    });
    return { kind: 'started', started: donationStartedSchema.parse(reply).data };
  } catch (err) {
    const status = statusOf(err);
    const body = errorBody(err);
    const offline = status === undefined && typeof navigator !== 'undefined' && !navigator.onLine;
    const reason = offline ? 'offline' : ((status === undefined ? undefined : REASONS[status]) ?? 'failed');
    const retryAfter = Number((err as { response?: Response }).response?.headers.get('retry-after') ?? Number.NaN);
    return {
      kind: 'failed',
      reason,
      message: body.message,
      fieldErrors: body.errors,
      ...(Number.isFinite(retryAfter) && { retryAfter }),
    };
  }
}
