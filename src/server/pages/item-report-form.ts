import type { Context } from 'hono';
import type { PublicPage } from '#shared/public-pages.ts';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { reportRequestSchema } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { fileItemReport } from '../services/items/moderation.ts';
import { itemReportPage, visibleItemOf } from './items-pages.ts';

type Answer = { redirect: string } | { page: PublicPage };

/**
 * POST /items/{code}/report, 'Report this item' as a plain form: checked with the API's schema
 * and filed as POST /api/items/{code}/reports/ files it; then the thank-you (303), so a reload
 * sends nothing twice.
 */
export async function postItemReportForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const item = await visibleItemOf(deps, c.req.param('code') ?? '');
  if (!item) return { page: { kind: 'not-found' } };
  const body = await c.req.parseBody();
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
  const values = { reason: text('reason'), details: text('details') };
  const parsed = reportRequestSchema.safeParse(values);
  if (!parsed.success)
    return { page: itemReportPage(item, { values, errors: fieldErrors(parsed.error), status: 400 }) };
  try {
    await fileItemReport(c, deps, item.code, parsed.data);
  } catch (err) {
    if (err instanceof ApiError && err.status === 429)
      return { page: itemReportPage(item, { values, message: err.message, status: 429 }) };
    throw err;
  }
  return { redirect: `/items/${encodeURIComponent(item.code)}/report?sent=1` };
}
