import { createHmac } from 'node:crypto';
import type { Deps } from '../../../deps.ts';
import { sameHash } from '../../../lib/secrets.ts';

// Daraja's C2B callbacks are unsigned, like every other (research §4.2), so their URLs carry a
// secret only we can make: an HMAC under a key derived from JWT_SECRET with its own label (D-213).
// Hex, not base64url: Daraja refuses URLs containing "exe", "cmd", "sql" or "query" in any case,
// which random base64 could spell; hex has no x, m, s or q.

export const c2bToken = (secret: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('paybill:callback').digest()).update('c2b').digest('hex');

export const isC2bToken = (deps: Pick<Deps, 'env'>, token: string) => sameHash(c2bToken(deps.env.JWT_SECRET), token);

export function c2bUrls(deps: Pick<Deps, 'env' | 'payments'>) {
  const base = `${deps.payments.callbackOrigin}/api/payments/c2b/${c2bToken(deps.env.JWT_SECRET)}`;
  return { confirmationUrl: `${base}/confirmation/`, validationUrl: `${base}/validation/` };
}

/** `npm run admin -- register-c2b-urls`, and demo mode at start: tells Daraja where to post. */
export const registerC2bUrls = (deps: Pick<Deps, 'env' | 'payments'>) =>
  deps.payments.daraja.registerC2bUrls(c2bUrls(deps));
