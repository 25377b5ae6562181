import type { Deps } from '../../deps.ts';
import { recordDeliveryReport, suppressNumber } from '../../db/repositories/sms-delivery.repository.ts';
import type { Env } from '../../env.ts';
import {
  gatewayCallbackPath,
  gatewayCallbackToken,
  gatewayCallbackUrl,
  isGatewayCallbackToken,
} from './callback-token.ts';

// Delivery reports come to a URL holding a secret of their own (callback-token.ts, D-219).
// `npm run admin -- sms-delivery-url` prints it.

export const deliveryReportToken = (env: Pick<Env, 'JWT_SECRET'>) => gatewayCallbackToken(env, 'delivery-reports');

export const deliveryReportPath = (token: string) => gatewayCallbackPath('delivery-reports', token);

export const deliveryReportUrl = (env: Pick<Env, 'JWT_SECRET' | 'PUBLIC_URL'>) =>
  gatewayCallbackUrl(env, 'delivery-reports');

export const isDeliveryReportToken = (env: Pick<Env, 'JWT_SECRET'>, token: string) =>
  isGatewayCallbackToken(env, 'delivery-reports', token);

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
