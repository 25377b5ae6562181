import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { ReportedItem, ReportRequest } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import * as cards from '../db/repositories/cards.repository.ts';
import * as decisions from '../db/repositories/moderation-decisions.repository.ts';
import { findFundraiserByShortCode } from '../db/repositories/fundraisers.repository.ts';
import { FUNDRAISER_REPORTS } from '../db/repositories/reports.repository.ts';
import { toCard } from '../lib/fundraiser-serializers.ts';
import { ApiError } from '../lib/http-error.ts';
import { dismissOpenReports, fileReportAbout, withOpenReports } from './reports.ts';

// Reports about fundraisers: what is a fundraiser's own (finding it, its card, its decision
// record) around the one reports engine (reports.ts).

async function fundraiserOr404(deps: Deps, shortCode: string) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  return fundraiser;
}

/** Files a report about a fundraiser, whatever its status: its link may still be going round. */
export async function fileReport(c: Context<AppEnv>, deps: Deps, shortCode: string, report: ReportRequest) {
  const fundraiser = await fundraiserOr404(deps, shortCode);
  await fileReportAbout(c, deps, FUNDRAISER_REPORTS, fundraiser.id, report);
}

/** Reported fundraisers for /review, each with its open reports. */
export const listReportedItems = async (deps: Deps): Promise<ReportedItem[]> =>
  withOpenReports(deps, FUNDRAISER_REPORTS, await cards.listReported(deps.db), toCard);

/** A reviewer finds nothing wrong: the open reports are settled and the decision recorded. */
export async function dismissReports(deps: Deps, shortCode: string, reason: string, reviewerId: string) {
  const fundraiser = await fundraiserOr404(deps, shortCode);
  await dismissOpenReports(
    deps,
    FUNDRAISER_REPORTS,
    fundraiser.id,
    (trx) =>
      decisions.recordDecision(trx, { fundraiserId: fundraiser.id, reviewerId, action: 'dismiss_reports', reason }),
    MSG.noOpenReports,
  );
}
