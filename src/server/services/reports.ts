import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { ReportedItem, ReportRequest } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { enforceLimit } from '../auth/rate-limit.ts';
import * as cards from '../db/repositories/cards.repository.ts';
import * as decisions from '../db/repositories/moderation-decisions.repository.ts';
import { findFundraiserByShortCode } from '../db/repositories/fundraisers.repository.ts';
import * as reports from '../db/repositories/reports.repository.ts';
import { toCard } from '../lib/fundraiser-serializers.ts';
import { ApiError } from '../lib/http-error.ts';

// Reports from the public and the reviewers' answer to them. The API and the page's plain form
// (/f/{code}/report) both file through here, so both are limited and checked the same way.

/** Files a report about a fundraiser, whatever its status: its link may still be going round. */
export async function fileReport(c: Context<AppEnv>, deps: Deps, shortCode: string, report: ReportRequest) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  // Per address, and per fundraiser so a crowd cannot bury the queue under one fundraiser.
  await enforceLimit(c, deps, 'report', `fundraiser:${fundraiser.id}`);
  await reports.insertReport(deps.db, fundraiser.id, report);
}

/** Reported fundraisers for /review, each with its open reports. */
export async function listReportedItems(deps: Deps): Promise<ReportedItem[]> {
  const rows = await cards.listReported(deps.db);
  const open = await reports.listOpenReports(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toCard(row),
    reports: open
      .filter((r) => r.fundraiser_id === row.id)
      .map(({ id, reason, details, created_at }) => ({ id, reason, details, created_at })),
  }));
}

/** A reviewer finds nothing wrong: the open reports are settled and the decision recorded. */
export async function dismissReports(deps: Deps, shortCode: string, reason: string, reviewerId: string) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  const settled = await deps.db.transaction().execute(async (trx) => {
    const count = await reports.resolveReports(trx, fundraiser.id, 'dismissed');
    if (count > 0)
      await decisions.recordDecision(trx, {
        fundraiserId: fundraiser.id,
        reviewerId,
        action: 'dismiss_reports',
        reason,
      });
    return count;
  });
  // Another reviewer settled them first (or there were none): nothing was decided here.
  if (settled === 0) throw new ApiError(409, MSG.noOpenReports);
}
