import type { Context } from 'hono';
import type { PublicPage } from '#shared/public-pages.ts';
import type { RefundClaimPage } from '#shared/refund-claim-page.ts';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { REFUND_CLAIM_MSG, refundClaimConfirmSchema, refundClaimSchema } from '#shared/schemas/refund-claim.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { languageOfRequest } from '../lib/request-language.ts';
import { confirmClaim, startClaim } from '../money/out/refunds/refund-claims.ts';
import { maskPhone } from '#shared/phone.ts';
import { reviewOf } from './review-of.ts';

// The claim of a refund waiting for its payer (D-260), drawn and posted without a script: the M-Pesa
// code and number, then the code sent to that number; each refused step is drawn again with why and
// what was typed.

type Answer = { page: PublicPage };
type Form = Omit<RefundClaimPage, 'kind' | 'fundraiser'>;

export async function refundClaimPage(deps: Deps, shortCode: string, form: Form = { values: {} }): Promise<PublicPage> {
  const read = await reviewOf(deps, shortCode);
  if (!read) return { kind: 'not-found' };
  const title = read.review.detail?.fundraiser_title ?? read.review.fundraiser.short_code;
  return { kind: 'refund-claim', fundraiser: { short_code: read.review.fundraiser.short_code, title }, ...form };
}

const textOf = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? body[name] : '');
const statusOf = (err: ApiError) => (err.status === 404 || err.status === 409 || err.status === 429 ? err.status : 400);

/** POST /f/{code}/refund: the M-Pesa code and number; the code step, or the form again. */
export async function postRefundClaimForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const code = c.req.param('code') ?? '';
  const body = await c.req.parseBody();
  const values = { mpesa_code: textOf(body, 'mpesa_code'), phone: textOf(body, 'phone') };
  const parsed = refundClaimSchema.safeParse(values);
  if (!parsed.success)
    return { page: await refundClaimPage(deps, code, { values, errors: fieldErrors(parsed.error), status: 400 }) };
  try {
    const started = await startClaim(c, deps, {
      shortCode: code,
      mpesaCode: parsed.data.mpesa_code,
      phone: parsed.data.phone,
      language: languageOfRequest(c),
    });
    const awaiting = { id: started.id, phone: parsed.data.phone, shown: started.phone };
    return { page: await refundClaimPage(deps, code, { values, awaiting }) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { page: await refundClaimPage(deps, code, { values, message: err.message, status: statusOf(err) }) };
  }
}

/** POST /f/{code}/refund/confirm: the code from the SMS; claimed, or the code step again. */
export async function postRefundClaimConfirmForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const code = c.req.param('code') ?? '';
  const body = await c.req.parseBody();
  const id = textOf(body, 'id');
  const phone = textOf(body, 'phone');
  const parsed = refundClaimConfirmSchema.safeParse({ phone, code: textOf(body, 'code') });
  if (!parsed.success || !/^[\w-]{1,64}$/.test(id))
    return { page: await refundClaimPage(deps, code, { values: {}, message: REFUND_CLAIM_MSG.restart, status: 400 }) };
  const awaiting = { id, phone: parsed.data.phone, shown: maskPhone(parsed.data.phone) };
  try {
    await confirmClaim(c, deps, id, parsed.data.phone, parsed.data.code);
    return { page: await refundClaimPage(deps, code, { values: {}, claimed: true }) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const status = statusOf(err);
    if (status === 400)
      return { page: await refundClaimPage(deps, code, { values: {}, awaiting, errors: err.errors, status }) };
    return { page: await refundClaimPage(deps, code, { values: {}, message: err.message, status }) };
  }
}
