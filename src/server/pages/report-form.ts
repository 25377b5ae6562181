import type { Context } from 'hono';
import type { PublicPage } from '#shared/public-pages.ts';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { reportRequestSchema } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { fileReport } from '../services/reports.ts';
import { reportPage, reviewOf } from './load-public-page.ts';

type Answer = { redirect: string } | { page: PublicPage };

/**
 * POST /f/{code}/report, the report's plain form: checked with the API's schema and filed as the
 * API files it. Filed, it leads to the page's thank-you (303), so a reload sends nothing twice.
 */
export async function postReportForm(c: Context<AppEnv>, deps: Deps): Promise<Answer> {
  const read = await reviewOf(deps, c.req.param('code') ?? '');
  if (!read) return { page: { kind: 'not-found' } };
  const body = await c.req.parseBody();
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
  const values = { reason: text('reason'), details: text('details') };
  const parsed = reportRequestSchema.safeParse(values);
  if (!parsed.success)
    return { page: reportPage(read.review, { values, errors: fieldErrors(parsed.error), status: 400 }) };
  const code = read.review.fundraiser.short_code;
  try {
    await fileReport(c, deps, code, parsed.data);
  } catch (err) {
    if (err instanceof ApiError && err.status === 429)
      return { page: reportPage(read.review, { values, message: err.message, status: 429 }) };
    throw err;
  }
  return { redirect: `/f/${encodeURIComponent(code)}/report?sent=1` };
}
