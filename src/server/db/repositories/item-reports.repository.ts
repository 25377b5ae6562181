import type { ReportRequest } from '#shared/schemas/report.schema.ts';
import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

// Reports about item offers (anyone) and the reviewers' recorded decisions on them.

export const insertItemReport = (db: Db, itemId: string, report: ReportRequest) =>
  db
    .insertInto('item_reports')
    .values({
      id: newId(),
      item_id: itemId,
      reason: report.reason,
      details: report.details ?? null,
      created_at: nowIso(),
      resolution: null,
      resolved_at: null,
    })
    .execute();

/** Items with open reports (not yet removed), the longest waiting first. */
export const listReportedItems = (db: Db) =>
  db
    .selectFrom('items as i')
    .innerJoin('item_reports as r', 'r.item_id', 'i.id')
    .where('r.resolution', 'is', null)
    .where('i.status', '!=', 'removed')
    .select(['i.id', 'i.code', 'i.title', 'i.category', 'i.condition', 'i.quantity', 'i.county', 'i.town'])
    .select(['i.status', 'i.created_at'])
    .select((eb) => eb.fn.min<string>('r.created_at').as('first_report_at'))
    .groupBy([
      'i.id',
      'i.code',
      'i.title',
      'i.category',
      'i.condition',
      'i.quantity',
      'i.county',
      'i.town',
      'i.status',
      'i.created_at',
    ])
    .orderBy('first_report_at')
    .orderBy('i.id')
    .execute();

export const listOpenItemReports = (db: Db, itemIds: string[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('item_reports')
        .select(['id', 'item_id', 'reason', 'details', 'created_at'])
        .where('resolution', 'is', null)
        .where('item_id', 'in', itemIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();

export async function resolveItemReports(db: Db, itemId: string, resolution: 'actioned' | 'dismissed') {
  const result = await db
    .updateTable('item_reports')
    .set({ resolution, resolved_at: nowIso() })
    .where('item_id', '=', itemId)
    .where('resolution', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const recordItemDecision = (
  db: Db,
  decision: { itemId: string; reviewerId: string | null; action: 'remove' | 'dismiss_reports'; reason: string },
) =>
  db
    .insertInto('item_decisions')
    .values({
      id: newId(),
      item_id: decision.itemId,
      reviewer_id: decision.reviewerId,
      action: decision.action,
      reason: decision.reason,
      created_at: nowIso(),
    })
    .execute();
