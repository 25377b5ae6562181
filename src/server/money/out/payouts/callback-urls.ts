import { createHmac } from 'node:crypto';
import { API } from '#shared/api-paths.ts';
import type { Deps } from '../../../deps.ts';
import { sha256 } from '../../../lib/secrets.ts';

// Daraja's payout callbacks are unsigned (research §2.7), so each payout's URLs carry a secret
// only we can make: an HMAC of the payout's id under a key derived from JWT_SECRET (its own label).
// It is made again whenever it is needed (a sender after a restart, a status query a day later),
// and only its SHA-256 is stored, to find the payout a callback names (D-208).

const keyOf = (secret: string) => createHmac('sha256', secret).update('payouts:callback').digest();

export const payoutToken = (secret: string, payoutId: string) =>
  createHmac('sha256', keyOf(secret)).update(payoutId).digest('base64url');

export const payoutTokenHash = (secret: string, payoutId: string) => sha256(payoutToken(secret, payoutId));

/** Where Daraja posts the payout's result and timeout, and the answers to queries about it. */
export function payoutUrls(deps: Pick<Deps, 'env' | 'payments'>, payoutId: string) {
  const token = payoutToken(deps.env.JWT_SECRET, payoutId);
  const url = (kind: 'result' | 'timeout' | 'status') =>
    `${deps.payments.callbackOrigin}/api${API.payoutCallback(token, kind)}`;
  return { resultUrl: url('result'), timeoutUrl: url('timeout'), statusUrl: url('status') };
}
