import { createHmac } from 'node:crypto';
import { API } from '#shared/api-paths.ts';
import type { Env } from '../../env.ts';
import { sameHash } from '../../lib/secrets.ts';

// The update e-mails' unsubscribe link carries a donation id and an HMAC of it under a key derived
// from JWT_SECRET (its own label, so no token of one kind is valid as another): nothing to store,
// the same link in every e-mail to that donor, and unforgeable without the server's secret.
// Rotating JWT_SECRET voids the links in e-mails already sent; the next update brings a new one.

const keyOf = (env: Env) => createHmac('sha256', env.JWT_SECRET).update('fundraiser-updates:unsubscribe').digest();

export const unsubscribeToken = (env: Env, donationId: string) =>
  createHmac('sha256', keyOf(env)).update(donationId).digest('base64url');

export const validUnsubscribeToken = (env: Env, donationId: string, token: string) =>
  sameHash(unsubscribeToken(env, donationId), token);

/** On the public origin, never the request's Host. */
export const unsubscribeUrl = (env: Env, donationId: string) =>
  `${env.PUBLIC_URL}/api${API.updatesUnsubscribe}?${new URLSearchParams({
    donation: donationId,
    token: unsubscribeToken(env, donationId),
  }).toString()}`;
