import { createHmac } from 'node:crypto';
import { API } from '#shared/api-paths.ts';
import type { Deps } from '../../../deps.ts';
import { sha256 } from '../../../lib/secrets.ts';

// Daraja's money-out callbacks are unsigned (research §2.7), so each payout's (and each refund's,
// D-256) URLs carry a secret only we can make: an HMAC of its id under a key derived from JWT_SECRET
// with its own label. It is made again whenever it is needed (a sender after a restart, a status
// query a day later), and only its SHA-256 is stored, to find the row a callback names (D-208).

type Kind = 'result' | 'timeout' | 'status';

function callbackTokens(label: string, path: (token: string, kind: Kind) => string) {
  const keyOf = (secret: string) => createHmac('sha256', secret).update(label).digest();
  const token = (secret: string, id: string) => createHmac('sha256', keyOf(secret)).update(id).digest('base64url');
  return {
    token,
    tokenHash: (secret: string, id: string) => sha256(token(secret, id)),
    /** Where Daraja posts the result and timeout, and the answers to queries about it. */
    urls(deps: Pick<Deps, 'env' | 'payments'>, id: string) {
      const secret = token(deps.env.JWT_SECRET, id);
      const url = (kind: Kind) => `${deps.payments.callbackOrigin}/api${path(secret, kind)}`;
      return { resultUrl: url('result'), timeoutUrl: url('timeout'), statusUrl: url('status') };
    },
  };
}

const payouts = callbackTokens('payouts:callback', API.payoutCallback);
export const payoutToken = payouts.token;
export const payoutTokenHash = payouts.tokenHash;
export const payoutUrls = payouts.urls;

const refunds = callbackTokens('refunds:callback', API.refundCallback);
export const refundTokenHash = refunds.tokenHash;
export const refundUrls = refunds.urls;
