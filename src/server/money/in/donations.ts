import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { Donation, DonationRequest, DonationStarted } from '#shared/schemas/donation.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import * as donations from '../../db/repositories/donations.repository.ts';
import { findFundraiserByShortCode } from '../../db/repositories/fundraisers.repository.ts';
import type { DonationRow, UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../lib/http-error.ts';
import { phoneBusy } from './phone-busy.ts';
import { fingerprintOf } from '../../lib/idempotency.ts';
import { newId, newToken, sha256 } from '../../lib/secrets.ts';
import { isoIn, nowIso } from '../../lib/time.ts';
import { languageOfRequest } from '../../lib/request-language.ts';
import { toDonationView } from './donation-view.ts';
import { receiptUrl } from '../receipt-link.ts';
import { pushFor } from './push.ts';
import { pledgeForPayNow } from '../pledges/pay-now.ts';
import { toMinor } from '#shared/kes.ts';

const MISMATCH = 'This Idempotency-Key was used for a different donation';

/**
 * Starts a money donation: checks the fundraiser is live and the limits, writes the `pending` row,
 * then asks Daraja to prompt the donor's phone. Throws ApiError: 404 (no such fundraiser), 409
 * (not live), 422 (Idempotency-Key reused for another donation), 429 (limits, or another push to
 * this number too soon; Retry-After set), 400/503 (Daraja refused the push or did not answer).
 * A retried call with the same idempotency key returns the first donation and starts nothing.
 */
export async function startDonation(
  c: Context<AppEnv>,
  deps: Deps,
  input: DonationRequest,
  idempotencyKey?: string,
): Promise<DonationStarted> {
  const fundraiser = await findFundraiserByShortCode(deps.db, input.short_code);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  if (fundraiser.status !== 'live') throw new ApiError(409, MSG.fundraiserNotLive);
  if (idempotencyKey && idempotencyKey.length > 200) throw new ApiError(400, 'Idempotency-Key is too long');
  const fingerprint = fingerprintOf(input);
  const started = (row: Pick<DonationRow, 'id' | 'request_fingerprint'>): DonationStarted => {
    if (row.request_fingerprint !== fingerprint) throw new ApiError(422, MISMATCH);
    return { id: row.id, status: 'pending', receipt_url: receiptUrl(deps.env.PUBLIC_URL, row.id) };
  };
  if (idempotencyKey) {
    const earlier = await donations.findDonationByKey(deps.db, idempotencyKey);
    if (earlier) return started(earlier);
  }
  // Pay now for a pledge (D-232): its link's token is checked before anything starts.
  const pledgeId = input.pledge_id
    ? await pledgeForPayNow(c, deps, fundraiser.id, input.pledge_id, input.pledge_token)
    : null;
  // The wait first: a refused tap starts nothing and so does not count against the number.
  await refuseEarlyRepush(deps, input.phone);
  await enforceLimit(c, deps, 'donate', `phone:${input.phone}`);

  const anonymous = Boolean(input.anonymous) || !input.display_name;
  const token = newToken();
  const now = nowIso();
  const row = {
    id: newId(),
    reference: newId(),
    fundraiser_id: fundraiser.id,
    donor_name: anonymous ? 'Anonymous' : input.display_name!,
    anonymous: anonymous ? 1 : 0,
    amount_minor: toMinor(input.amount),
    currency: 'KES' as const,
    message: input.message ?? null,
    status: 'pending' as const,
    created_at: now,
    user_id: (c.get('user') as UserRow | undefined)?.id ?? null,
    phone: input.phone,
    email: input.email ?? null,
    updates_opt_out: input.email && input.updates === false ? 1 : 0,
    idempotency_key: idempotencyKey ?? null,
    request_fingerprint: fingerprint,
    callback_token_hash: sha256(token),
    pushed_at: now,
    // Should this process die before the push is answered, the job still looks at the row.
    next_query_at: isoIn(deps.env.PAYMENT_FIRST_QUERY_SECONDS),
    test_payment: deps.payments.testMode ? 1 : 0,
    // The API's and the plain form's alike: the donor's receipt and updates come in this language.
    language: languageOfRequest(c),
    pledge_id: pledgeId,
  };
  try {
    await donations.insertDonation(deps.db, row);
  } catch (err) {
    // The same key sent twice at once: the second finds the first's row.
    const raced =
      isUniqueViolation(err) && idempotencyKey && (await donations.findDonationByKey(deps.db, idempotencyKey));
    if (raced) return started(raced);
    throw err;
  }
  await pushFor(deps, row, fundraiser.short_code, token);
  return started(row);
}

/** Daraja refuses a second push to a number while the first is open; the sheet waits a minute. */
async function refuseEarlyRepush(deps: Deps, phone: string) {
  const last = await donations.lastPushTo(deps.db, phone);
  if (!last?.pushed_at) return;
  const wait = Math.ceil((Date.parse(last.pushed_at) + deps.env.PAYMENT_REPUSH_SECONDS * 1000 - Date.now()) / 1000);
  if (wait > 0) throw phoneBusy(wait);
}

/** What the holder of the donation's unguessable id sees of it; null when there is none. */
export async function readDonation(deps: Deps, id: string): Promise<Donation | null> {
  const row = await donations.findDonationView(deps.db, id);
  return row
    ? toDonationView(row, deps.env.PUBLIC_URL, deps.env.PAYMENT_REPUSH_SECONDS, deps.env.DARAJA_SHORTCODE)
    : null;
}
