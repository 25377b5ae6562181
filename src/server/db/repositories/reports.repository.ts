import type { ReportRequest } from '#shared/schemas/report.schema.ts';
import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

// Reports about fundraisers: written by anyone, read and settled by reviewers.

export const insertReport = (db: Db, fundraiserId: string, report: ReportRequest) =>
  db
    .insertInto('reports')
    .values({
      id: newId(),
      fundraiser_id: fundraiserId,
      reason: report.reason,
      details: report.details ?? null,
      created_at: nowIso(),
      resolution: null,
      resolved_at: null,
    })
    .execute();

/** The open reports of these fundraisers, oldest first. */
export const listOpenReports = (db: Db, fundraiserIds: string[]) =>
  fundraiserIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('reports')
        .select(['id', 'fundraiser_id', 'reason', 'details', 'created_at'])
        .where('resolution', 'is', null)
        .where('fundraiser_id', 'in', fundraiserIds)
        .orderBy('created_at', 'asc')
        .orderBy('id')
        .execute();

/** Settles every open report of a fundraiser; the number settled (0: there were none). */
export async function resolveReports(db: Db, fundraiserId: string, resolution: 'actioned' | 'dismissed') {
  const result = await db
    .updateTable('reports')
    .set({ resolution, resolved_at: nowIso() })
    .where('fundraiser_id', '=', fundraiserId)
    .where('resolution', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
