import { MSG } from '#shared/messages.ts';
import { stkCallbackSchema } from '#shared/daraja.ts';
import type { Deps } from '../../deps.ts';
import { findDonationByCallbackToken } from '../../db/repositories/donations.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { sha256 } from '../../lib/secrets.ts';
import { processCallback } from '../../money/in/callback.ts';
import { readDonation, startDonation } from '../../money/in/donations.ts';
import type * as R from './donations.routes.ts';

export const start =
  (deps: Deps): Handler<typeof R.start> =>
  async (c) => {
    const started = await startDonation(c, deps, c.req.valid('json'), c.req.header('idempotency-key')?.trim());
    return c.json({ data: started }, 202);
  };

export const read =
  (deps: Deps): Handler<typeof R.read> =>
  async (c) => {
    const donation = await readDonation(deps, c.req.valid('param').id);
    if (!donation) throw new ApiError(404, MSG.donationNotFound);
    // The donor's own data: no shared cache may keep it, and a poll must see the latest state.
    c.header('Cache-Control', 'no-store');
    return c.json({ data: donation }, 200);
  };

/**
 * Answered at once (Daraja gives up on slow callback URLs, and never retries), then processed.
 * An unknown token is a 404 that changes nothing. Should the process die after answering, the
 * donation is still pending and the status-query job settles it.
 */
export const callback =
  (deps: Deps): Handler<typeof R.callback> =>
  async (c) => {
    const donation = await findDonationByCallbackToken(deps.db, sha256(c.req.valid('param').token));
    if (!donation) throw new ApiError(404, MSG.notFound);
    const parsed = stkCallbackSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, 'Not an STK callback');
    void processCallback(deps, donation, parsed.data).catch((err: unknown) =>
      console.error(`[payments] callback for donation ${donation.reference} failed`, err),
    );
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' }, 200);
  };
