import type { Context } from 'hono';
import type { PublicPage } from '#shared/public-pages.ts';
import { mpesaCodeRequestSchema, type MpesaCodeShown } from '#shared/schemas/mpesa-code.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { checkDonorCode } from '../money/in/mpesa-code.ts';
import { fundraiserPage } from './load-public-page.ts';

/**
 * POST /f/{code}/mpesa-code, the "Paid but not showing?" form without JavaScript (D-217): checked
 * with the API's schema and limits, asked about as the API asks, and answered with the fundraiser's
 * page, its total as it now is and the answer under the form. A reload posts again, which asks M-Pesa
 * again and finds the payment already counted: nothing is counted twice.
 */
export async function postMpesaCodeForm(c: Context<AppEnv>, deps: Deps): Promise<{ page: PublicPage }> {
  const shortCode = c.req.param('code') ?? '';
  const body = await c.req.parseBody();
  const value = typeof body.mpesa_code === 'string' ? body.mpesa_code.slice(0, 32) : '';
  const answer = async (shown: MpesaCodeShown, status?: 400 | 429) => ({
    page: await fundraiserPage(deps, shortCode, { mpesaCode: { value, shown }, ...(status && { status }) }),
  });
  const parsed = mpesaCodeRequestSchema.safeParse({ mpesa_code: value, short_code: shortCode });
  if (!parsed.success) return answer('invalid', 400);
  try {
    return answer(await checkDonorCode(c, deps, parsed.data.mpesa_code, parsed.data.short_code));
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 429) return answer('limited', 429);
    // Not live (or no such fundraiser): its page says so, and offers no form.
    if (err.status === 404) return { page: await fundraiserPage(deps, shortCode) };
    throw err;
  }
}
