import type { Context } from 'hono';
import type { Report, ReportRequest } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { enforceLimit } from '../auth/rate-limit.ts';
import * as reports from '../db/repositories/reports.repository.ts';
import type { ReportSubject } from '../db/repositories/reports.repository.ts';
import { ApiError } from '../lib/http-error.ts';

// Reports from the public and the reviewers' answer to them, whatever they are about (a fundraiser
// or an item offer). The API and the pages' plain forms both file through here, so both are
// limited and checked the same way.

/** Files a report about a fundraiser or an offer its caller found. */
export async function fileReportAbout(
  c: Context<AppEnv>,
  deps: Deps,
  about: ReportSubject,
  subjectId: string,
  report: ReportRequest,
) {
  // Per address (one limit for every kind), and per subject so a crowd cannot bury the queue
  // under one fundraiser or offer.
  await enforceLimit(c, deps, 'report', `${about.kind}:${subjectId}`);
  await reports.insertReport(deps.db, about, subjectId, report);
}

/** Each reported card with its open reports, oldest first. */
export async function withOpenReports<Row extends { id: string }, Card>(
  deps: Deps,
  about: ReportSubject,
  rows: Row[],
  toCard: (row: Row) => Card | Promise<Card>,
): Promise<(Card & { reports: Report[] })[]> {
  const open = await reports.listOpenReports(
    deps.db,
    about,
    rows.map((row) => row.id),
  );
  const out: (Card & { reports: Report[] })[] = [];
  for (const row of rows) {
    out.push({
      ...(await toCard(row)),
      reports: open
        .filter((r) => r.subject_id === row.id)
        .map(({ id, reason, details, created_at }) => ({ id, reason, details, created_at })),
    });
  }
  return out;
}

/**
 * A reviewer finds nothing wrong: the open reports are settled and `record` records the decision,
 * in one transaction. Another reviewer settled them first (or there were none): nothing was
 * decided here, and the reviewer is told `noneOpen`.
 */
export async function dismissOpenReports(
  deps: Deps,
  about: ReportSubject,
  subjectId: string,
  record: (trx: Db) => Promise<unknown>,
  noneOpen: string,
) {
  const settled = await deps.db.transaction().execute(async (trx) => {
    const count = await reports.resolveReports(trx, about, subjectId, 'dismissed');
    if (count > 0) await record(trx);
    return count;
  });
  if (settled === 0) throw new ApiError(409, noneOpen);
}
