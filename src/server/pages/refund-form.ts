import type { Context } from 'hono';
import { refundRequestSchema } from '#shared/schemas/refund.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { askForRefund } from '../money/out/refunds/refund-requests.ts';
import type { PublicPage } from '#shared/public-pages.ts';
import { donationPage } from './load-public-page.ts';

/**
 * POST /donations/{id}/refund: a donor's request for their gift back, posted before the page's
 * script runs (D-256), taken by the API's own service: back to the donation's page (303), which
 * says where the request stands; refused, the page again with why and the reason as typed.
 */
export async function postRefundForm(
  c: Context<AppEnv>,
  deps: Deps,
): Promise<{ redirect: string } | { page: PublicPage }> {
  const id = c.req.param('id') ?? '';
  const posted = (await c.req.parseBody()).reason;
  const reason = typeof posted === 'string' ? posted : '';
  const again = async (message: string): Promise<{ page: PublicPage }> => {
    const page = await donationPage(deps, id);
    return { page: page.kind === 'donation' ? { ...page, refundForm: { reason, message } } : page };
  };
  const checked = refundRequestSchema.safeParse({ reason });
  if (!checked.success) return again(checked.error.issues[0]?.message ?? 'A reason is required');
  try {
    await askForRefund(deps, id, checked.data.reason);
    return { redirect: `/donations/${encodeURIComponent(id)}` };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return again(err.message);
  }
}
