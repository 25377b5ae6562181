import { C2B_VALIDATION } from '#shared/daraja-c2b.ts';
import { MSG } from '#shared/messages.ts';
import { PAYBILL_MSG } from '#shared/schemas/paybill.schema.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { c2bFields, readC2bBody } from '../../money/in/paybill/c2b-payload.ts';
import { isC2bToken } from '../../money/in/paybill/c2b-urls.ts';
import { matchAccount, recordPaybillPayment } from '../../money/in/paybill/paybill.ts';
import * as review from '../../money/in/paybill/paybill-review.ts';
import type * as R from './paybill.routes.ts';

/**
 * Daraja never retries a confirmation, so it is recorded before answering: one insert and, when it
 * names a live fundraiser, its donation and credit (D-213). A repeat of the same TransID is
 * answered the same and changes nothing.
 */
export const confirmation =
  (deps: Deps): Handler<typeof R.confirmation> =>
  async (c) => {
    if (!isC2bToken(deps, c.req.valid('param').token)) throw new ApiError(404, MSG.notFound);
    const raw = await c.req.text();
    const body = readC2bBody(raw);
    const fields = body && c2bFields(body);
    if (!fields?.TransID) {
      console.error('[paybill] a confirmation without a TransID was not recorded');
      throw new ApiError(400, 'Not a Daraja C2B confirmation');
    }
    const recorded = await recordPaybillPayment(deps, { ...fields, raw });
    console.info(`[paybill] ${fields.TransID}: ${recorded}`);
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' }, 200);
  };

/**
 * Answered within Daraja's 8 s with one indexed lookup. Without DARAJA_C2B_VALIDATION every payment
 * is accepted (an unmatched one is kept for a reviewer); with it, an account that names no live
 * fundraiser is refused, so the donor's money never leaves their phone. A code two fundraisers
 * fold to is accepted: a reviewer decides.
 */
export const validation =
  (deps: Deps): Handler<typeof R.validation> =>
  async (c) => {
    if (!isC2bToken(deps, c.req.valid('param').token)) throw new ApiError(404, MSG.notFound);
    if (!deps.env.DARAJA_C2B_VALIDATION) return c.json(C2B_VALIDATION.accepted, 200);
    const body = readC2bBody(await c.req.text());
    const match = body ? await matchAccount(deps.db, c2bFields(body).BillRefNumber) : { kind: 'none' };
    const known = match.kind === 'live' || match.kind === 'ambiguous';
    return c.json(known ? C2B_VALIDATION.accepted : C2B_VALIDATION.invalidAccount, 200);
  };

export const unallocated =
  (deps: Deps): Handler<typeof R.unallocated> =>
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await review.listUnallocated(deps) }, 200);
  };

export const assign =
  (deps: Deps): Handler<typeof R.assign> =>
  async (c) => {
    const { short_code, reason } = c.req.valid('json');
    await review.assignPayment(deps, c.req.valid('param').trans_id, short_code, reason, c.get('user').id);
    return c.json({ message: PAYBILL_MSG.assigned }, 200);
  };

export const refund =
  (deps: Deps): Handler<typeof R.refund> =>
  async (c) => {
    await review.refundPayment(deps, c.req.valid('param').trans_id, c.req.valid('json').reason, c.get('user').id);
    return c.json({ message: PAYBILL_MSG.refundMarked }, 200);
  };
