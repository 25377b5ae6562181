import type { Context } from 'hono';
import type { Donation, DonationRequest, DonationStarted } from '#shared/schemas/donation.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';

/**
 * Starts a money donation: checks the fundraiser is live and the limits, writes the `pending` row,
 * then asks Daraja to prompt the donor's phone. Throws ApiError: 400 (field errors), 404 (no such
 * fundraiser), 409 (not live), 422 (Idempotency-Key reused for another donation), 429 (limits, or
 * another push to this number too soon; Retry-After set), 503 (M-Pesa refused or unreachable).
 * A retried call with the same idempotency key returns the first donation and starts nothing.
 */
export async function startDonation(
  _c: Context<AppEnv>,
  _deps: Deps,
  _input: DonationRequest,
  _idempotencyKey?: string,
): Promise<DonationStarted> {
  throw new Error('not yet');
}

/** What the holder of the donation's unguessable id sees of it; null when there is none. */
export async function readDonation(_deps: Deps, _id: string): Promise<Donation | null> {
  throw new Error('not yet');
}
