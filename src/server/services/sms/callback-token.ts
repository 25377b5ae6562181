import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env.ts';

// Africa's Talking posts its callbacks (delivery reports, incoming messages) unsigned, each kind to
// one URL set in its dashboard (research §4.1), so each URL carries a secret only we can make: an
// HMAC under a key derived from JWT_SECRET with the kind's own label (D-219, D-236).

export type GatewayCallback = 'delivery-reports' | 'incoming';

export const gatewayCallbackToken = (env: Pick<Env, 'JWT_SECRET'>, kind: GatewayCallback) =>
  createHmac('sha256', createHmac('sha256', env.JWT_SECRET).update(`sms:${kind}`).digest())
    .update('africastalking')
    .digest('base64url');

export function isGatewayCallbackToken(env: Pick<Env, 'JWT_SECRET'>, kind: GatewayCallback, token: string) {
  const expected = Buffer.from(gatewayCallbackToken(env, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The path under /api a callback of that kind comes to. */
export const gatewayCallbackPath = (kind: GatewayCallback, token: string) => `/sms/${kind}/${token}/`;

/** The URL to give Africa's Talking's dashboard (`npm run admin -- sms-delivery-url`, `sms-incoming-url`). */
export const gatewayCallbackUrl = (env: Pick<Env, 'JWT_SECRET' | 'PUBLIC_URL'>, kind: GatewayCallback) =>
  `${env.PUBLIC_URL}/api${gatewayCallbackPath(kind, gatewayCallbackToken(env, kind))}`;
