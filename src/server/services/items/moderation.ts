import type { Context } from 'hono';
import { ITEM_MSG, type ReportedItemOffer } from '#shared/schemas/items.schema.ts';
import type { ReportRequest } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { listImages } from '../../db/repositories/images.repository.ts';
import { closeOpenRequests } from '../../db/repositories/item-requests.repository.ts';
import { listReportedItems, recordItemDecision } from '../../db/repositories/item-moderation.repository.ts';
import * as items from '../../db/repositories/items.repository.ts';
import { ITEM_PHOTOS } from '../../db/repositories/photo-slots.repository.ts';
import { ITEM_REPORTS, resolveReports } from '../../db/repositories/reports.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { dismissOpenReports, fileReportAbout, withOpenReports } from '../reports.ts';
import { tellDonorRemoved } from './mails.ts';
import { toItemCard } from './serializers.ts';

// Reports about item offers and the reviewers' answer: remove the offer, or dismiss the reports.
// Offers are public without review (decisions, 'Physical items'); reports bring them to reviewers.

async function itemOr404(deps: Deps, code: string) {
  const item = await items.findItemByCode(deps.db, code);
  if (!item) throw new ApiError(404, ITEM_MSG.itemNotFound);
  return item;
}

/** Anyone may report an offer that is still up (or given: its link may still go round). */
export async function fileItemReport(c: Context<AppEnv>, deps: Deps, code: string, report: ReportRequest) {
  const item = await items.findItemByCode(deps.db, code);
  if (!item || item.status === 'removed') throw new ApiError(404, ITEM_MSG.itemNotFound);
  // The fundraiser reports' limits: per address (shared with them), and per item.
  await fileReportAbout(c, deps, ITEM_REPORTS, item.id, report);
}

export const listReported = async (deps: Deps): Promise<ReportedItemOffer[]> =>
  withOpenReports(deps, ITEM_REPORTS, await listReportedItems(deps.db), async (row) => {
    const [first] = await listImages(deps.db, ITEM_PHOTOS, row.id);
    return toItemCard({ ...row, image_variants: first?.variants ?? null });
  });

/** A reviewer takes an offer down: status, open reports and the decision change together. */
export async function removeItem(deps: Deps, code: string, reason: string, reviewerId: string) {
  const item = await itemOr404(deps, code);
  const done = await deps.db.transaction().execute(async (trx) => {
    const changed = await items.changeItemStatus(trx, item.id, ['available', 'reserved', 'given'], 'removed', {
      removed_reason: reason,
      removed_by: reviewerId,
      removed_at: nowIso(),
    });
    if (!changed) return false;
    await resolveReports(trx, ITEM_REPORTS, item.id, 'actioned');
    // Nobody can be given a removed item: the requests still waiting are closed with it.
    await closeOpenRequests(trx, item.id);
    await recordItemDecision(trx, { itemId: item.id, reviewerId, action: 'remove', reason });
    return true;
  });
  if (!done) throw new ApiError(409, ITEM_MSG.notRemovable);
  await tellDonorRemoved(deps, item, reason);
}

export async function dismissItemReports(deps: Deps, code: string, reason: string, reviewerId: string) {
  const item = await itemOr404(deps, code);
  await dismissOpenReports(
    deps,
    ITEM_REPORTS,
    item.id,
    (trx) => recordItemDecision(trx, { itemId: item.id, reviewerId, action: 'dismiss_reports', reason }),
    ITEM_MSG.noOpenReports,
  );
}
