import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

// Item offers the public reported, and the reviewers' recorded decisions on them; the reports
// themselves are kept by reports.repository.ts, as the fundraisers' are.

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
