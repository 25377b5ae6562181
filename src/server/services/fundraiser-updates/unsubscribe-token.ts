import { createHmac } from 'node:crypto';
import { API } from '#shared/api-paths.ts';
import type { Env } from '../../env.ts';
import { sameHash } from '../../lib/secrets.ts';

// The update e-mails' unsubscribe link carries a donation's reference (never its id, the receipt
// secret: D-156) and an HMAC of it under a key derived from JWT_SECRET (its own label, so no token
// of one kind is valid as another): nothing to store, the same link in every e-mail to that donor,
// and unforgeable without the server's secret. Links sent before carry the id, signed the same
// way, and keep working (D-157). Rotating JWT_SECRET voids the links in e-mails already sent; the
// next update brings a new one.

const keyOf = (env: Env) => createHmac('sha256', env.JWT_SECRET).update('fundraiser-updates:unsubscribe').digest();

/** The signature of what a link names (a donation's reference, or an old link's id). */
export const unsubscribeToken = (env: Env, named: string) =>
  createHmac('sha256', keyOf(env)).update(named).digest('base64url');

export const validUnsubscribeToken = (env: Env, named: string, token: string) =>
  sameHash(unsubscribeToken(env, named), token);

/** On the public origin, never the request's Host. */
export const unsubscribeUrl = (env: Env, reference: string) =>
  `${env.PUBLIC_URL}/api${API.updatesUnsubscribe}?${new URLSearchParams({
    ref: reference,
    token: unsubscribeToken(env, reference),
  }).toString()}`;
