import type { Context } from 'hono';
import type { PublicPage, ReportPageData, ReportSubject } from '#shared/public-pages.ts';
import { REPORT_SUBJECT_PATHS } from '#shared/public-pages.ts';
import type { ReportRequest } from '#shared/schemas/report.schema.ts';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { reportRequestSchema } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../lib/http-error.ts';
import { fileItemReport } from '../services/items/moderation.ts';
import { fileReport } from '../services/fundraiser-reports.ts';
import { visibleItemOf } from './items-pages.ts';
import { reviewOf } from './review-of.ts';

// 'Report this fundraiser' and 'Report this item': one plain form (it works before, or without,
// any JavaScript) at the subject's address plus /report, drawn and received here, and filed as
// the API files a report.

type Subject = { code: string; title: string | null };

const SUBJECTS: Record<
  ReportSubject,
  {
    find: (deps: Deps, code: string) => Promise<Subject | null>;
    file: (c: Context<AppEnv>, deps: Deps, code: string, report: ReportRequest) => Promise<void>;
  }
> = {
  fundraiser: {
    async find(deps, code) {
      const read = await reviewOf(deps, code);
      return read && { code: read.review.fundraiser.short_code, title: read.review.detail?.fundraiser_title ?? null };
    },
    file: fileReport,
  },
  item: {
    async find(deps, code) {
      const item = await visibleItemOf(deps, code);
      return item && { code: item.code, title: item.title };
    },
    file: fileItemReport,
  },
};

type Form = Omit<ReportPageData, 'subject' | 'code' | 'title'>;

const reportPage = (subject: ReportSubject, found: Subject, form: Form = {}): PublicPage => ({
  kind: 'report',
  subject,
  ...found,
  ...form,
});

/** GET …/report: the form about the subject, or its thank-you (?sent=1, where the post leads). */
export async function loadReportPage(deps: Deps, subject: ReportSubject, code: string, sent: boolean) {
  const found = await SUBJECTS[subject].find(deps, code);
  return found ? reportPage(subject, found, { sent }) : ({ kind: 'not-found' } as const);
}

/**
 * POST …/report (application/x-www-form-urlencoded): checked with the API's schema and filed as
 * the API files it; filed, it leads to the thank-you (303), so a reload sends nothing twice.
 */
export const postReportForm =
  (subject: ReportSubject) =>
  async (c: Context<AppEnv>, deps: Deps): Promise<{ redirect: string } | { page: PublicPage }> => {
    const found = await SUBJECTS[subject].find(deps, c.req.param('code') ?? '');
    if (!found) return { page: { kind: 'not-found' } };
    const body = await c.req.parseBody();
    const text = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
    const values = { reason: text('reason'), details: text('details') };
    const parsed = reportRequestSchema.safeParse(values);
    if (!parsed.success)
      return { page: reportPage(subject, found, { values, errors: fieldErrors(parsed.error), status: 400 }) };
    try {
      await SUBJECTS[subject].file(c, deps, found.code, parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429)
        return { page: reportPage(subject, found, { values, message: err.message, status: 429 }) };
      throw err;
    }
    return { redirect: `${REPORT_SUBJECT_PATHS[subject](found.code)}/report?sent=1` };
  };
