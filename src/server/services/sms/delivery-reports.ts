import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { recordDeliveryReport, suppressNumber } from '../../db/repositories/sms-delivery.repository.ts';
import type { Env } from '../../env.ts';

// Africa's Talking posts delivery reports, unsigned, to one URL set in its dashboard (research
// §4.1), so the URL carries a secret only we can make: an HMAC under a key derived from JWT_SECRET
// with its own label (D-219). `npm run admin -- sms-delivery-url` prints it.

export const deliveryReportToken = (env: Pick<Env, 'JWT_SECRET'>) =>
  createHmac('sha256', createHmac('sha256', env.JWT_SECRET).update('sms:delivery-reports').digest())
    .update('africastalking')
    .digest('base64url');

export const deliveryReportPath = (token: string) => `/sms/delivery-reports/${token}/`;

export const deliveryReportUrl = (env: Pick<Env, 'JWT_SECRET' | 'PUBLIC_URL'>) =>
  `${env.PUBLIC_URL}/api${deliveryReportPath(deliveryReportToken(env))}`;

export function isDeliveryReportToken(env: Pick<Env, 'JWT_SECRET'>, token: string) {
  const expected = Buffer.from(deliveryReportToken(env));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The opt-out reason in a report (Africa's Talking writes it 'UserInBlackList'). */
const OPTED_OUT = /^userinblacklist$/i;

/**
 * Records what the gateway says about a text it took. A report is information, never a reason to
 * send again (the network has already retried); an opted-out number is suppressed for good.
 */
export async function deliveryReportArrived(deps: Pick<Deps, 'db'>, fields: Record<string, unknown>) {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
  const id = text('id');
  const status = text('status');
  if (!id || !status) return false;
  const reason = text('failureReason') || null;
  const phone = await recordDeliveryReport(deps.db, { id: id.slice(0, 100), status: status.slice(0, 40), reason });
  if (phone && reason && OPTED_OUT.test(reason)) await suppressNumber(deps.db, phone, `report: ${reason}`);
  return Boolean(phone);
}
