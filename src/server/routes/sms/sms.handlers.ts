import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { incomingSmsArrived } from '../../money/pledges/reminders/opt-outs.ts';
import { isGatewayCallbackToken } from '../../services/sms/callback-token.ts';
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
    return c.json({ recorded: await deliveryReportArrived(deps, await gatewayFields(c.req)) }, 200);
  };

/** The gateway posts form-encoded fields, or JSON; anything else reads as no fields. */
async function gatewayFields(req: {
  header: (name: string) => string | undefined;
  json: () => Promise<unknown>;
  text: () => Promise<string>;
}) {
  const type = req.header('content-type') ?? '';
  const fields = /json/i.test(type)
    ? await req.json().catch(() => ({}))
    : Object.fromEntries(new URLSearchParams(await req.text()).entries());
  return (fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>;
}

/**
 * A text a phone sent to the shortcode (D-236), behind the same kind of token as delivery reports
 * (its own label): answered 200 whatever it said, so the gateway never repeats it.
 */
export const incoming =
  (deps: Deps): Handler<typeof R.incoming> =>
  async (c) => {
    if (!isGatewayCallbackToken(deps.env, 'incoming', c.req.valid('param').token))
      throw new ApiError(404, MSG.notFound);
    return c.json({ received: await incomingSmsArrived(deps, await gatewayFields(c.req)) }, 200);
  };
