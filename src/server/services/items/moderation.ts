import type { Context } from 'hono';
import { ITEM_MSG, type ReportedItemOffer } from '#shared/schemas/items.schema.ts';
import type { ReportRequest } from '#shared/schemas/report.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import { closeOpenRequests } from '../../db/repositories/item-requests.repository.ts';
import * as reports from '../../db/repositories/item-reports.repository.ts';
import { listImages } from '../../db/repositories/images.repository.ts';
import { ITEM_PHOTOS } from '../../db/repositories/photo-slots.repository.ts';
import * as items from '../../db/repositories/items.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { tellDonorRemoved } from './mails.ts';
import { toItemCard } from './serializers.ts';

// Reports about item offers and the reviewers' answer: remove the offer, or dismiss the reports.
// Offers are public without review (decisions, 'Physical items'); reports bring them to reviewers.

/** Anyone may report an offer that is still up (or given: its link may still go round). */
export async function fileItemReport(c: Context<AppEnv>, deps: Deps, code: string, report: ReportRequest) {
  const item = await items.findItemByCode(deps.db, code);
  if (!item || item.status === 'removed') throw new ApiError(404, ITEM_MSG.itemNotFound);
  // The fundraiser reports' limits: per address (shared with them), and per item.
  await enforceLimit(c, deps, 'report', `item:${item.id}`);
  await reports.insertItemReport(deps.db, item.id, report);
}

export async function listReported(deps: Deps): Promise<ReportedItemOffer[]> {
  const rows = await reports.listReportedItems(deps.db);
  const open = await reports.listOpenItemReports(
    deps.db,
    rows.map((r) => r.id),
  );
  const out: ReportedItemOffer[] = [];
  for (const row of rows) {
    const [first] = await listImages(deps.db, ITEM_PHOTOS, row.id);
    out.push({
      ...toItemCard({ ...row, image_variants: first?.variants ?? null }),
      reports: open
        .filter((r) => r.item_id === row.id)
        .map(({ id, reason, details, created_at }) => ({ id, reason, details, created_at })),
    });
  }
  return out;
}

/** A reviewer takes an offer down: status, open reports and the decision change together. */
export async function removeItem(deps: Deps, code: string, reason: string, reviewerId: string) {
  const item = await items.findItemByCode(deps.db, code);
  if (!item) throw new ApiError(404, ITEM_MSG.itemNotFound);
  const done = await deps.db.transaction().execute(async (trx) => {
    const changed = await items.changeItemStatus(trx, item.id, ['available', 'reserved', 'given'], 'removed', {
      removed_reason: reason,
      removed_by: reviewerId,
      removed_at: nowIso(),
    });
    if (!changed) return false;
    await reports.resolveItemReports(trx, item.id, 'actioned');
    // Nobody can be given a removed item: the requests still waiting are closed with it.
    await closeOpenRequests(trx, item.id);
    await reports.recordItemDecision(trx, { itemId: item.id, reviewerId, action: 'remove', reason });
    return true;
  });
  if (!done) throw new ApiError(409, ITEM_MSG.notRemovable);
  await tellDonorRemoved(deps, item, reason);
}

export async function dismissItemReports(deps: Deps, code: string, reason: string, reviewerId: string) {
  const item = await items.findItemByCode(deps.db, code);
  if (!item) throw new ApiError(404, ITEM_MSG.itemNotFound);
  const settled = await deps.db.transaction().execute(async (trx) => {
    const count = await reports.resolveItemReports(trx, item.id, 'dismissed');
    if (count > 0)
      await reports.recordItemDecision(trx, { itemId: item.id, reviewerId, action: 'dismiss_reports', reason });
    return count;
  });
  if (settled === 0) throw new ApiError(409, ITEM_MSG.noOpenReports);
}
