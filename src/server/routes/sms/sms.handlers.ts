import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { deliveryReportArrived, isDeliveryReportToken } from '../../services/sms/delivery-reports.ts';
import type * as R from './sms.routes.ts';

/**
 * A report is a few writes, so it is recorded before answering; an unknown token is a 404 that
 * changes nothing, and a report about a text we never sent is answered 200 all the same, so the
 * gateway stops repeating it (D-219).
 */
export const deliveryReport =
  (deps: Deps): Handler<typeof R.deliveryReport> =>
  async (c) => {
    if (!isDeliveryReportToken(deps.env, c.req.valid('param').token)) throw new ApiError(404, MSG.notFound);
    const type = c.req.header('content-type') ?? '';
    const fields: Record<string, unknown> = /json/i.test(type)
      ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(await c.req.text()).entries());
    return c.json({ recorded: await deliveryReportArrived(deps, fields ?? {}) }, 200);
  };
