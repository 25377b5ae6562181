import { sql } from 'kysely';
import type { Report, ReportRequest } from '#shared/schemas/report.schema.ts';
import type { Db } from '../client.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';

// Reports from the public, written by anyone, read and settled by reviewers: about a fundraiser
// (migration 011) or an item offer (migration 012), the same table told apart by its name and the
// column naming what was reported.

export const FUNDRAISER_REPORTS = { table: 'reports', subject: 'fundraiser_id', kind: 'fundraiser' } as const;
export const ITEM_REPORTS = { table: 'item_reports', subject: 'item_id', kind: 'item' } as const;
export type ReportSubject = typeof FUNDRAISER_REPORTS | typeof ITEM_REPORTS;

export const insertReport = (db: Db, about: ReportSubject, subjectId: string, report: ReportRequest) =>
  db
    .insertInto(about.table)
    .values({
      id: newId(),
      [about.subject]: subjectId,
      reason: report.reason,
      details: report.details ?? null,
      created_at: nowIso(),
      resolution: null,
      resolved_at: null,
    })
    .execute();

/** The open reports of these fundraisers or offers, oldest first, each with what it is about. */
export const listOpenReports = async (
  db: Db,
  about: ReportSubject,
  subjectIds: string[],
): Promise<(Report & { subject_id: string })[]> =>
  subjectIds.length === 0
    ? []
    : db
        .selectFrom(about.table)
        .select(['id', 'reason', 'details', 'created_at', sql<string>`${sql.ref(about.subject)}`.as('subject_id')])
        .where('resolution', 'is', null)
        .where(sql.ref(about.subject), 'in', subjectIds)
        .orderBy('created_at', 'asc')
        .orderBy('id')
        .execute();

/** Settles every open report of one fundraiser or offer; the number settled (0: there were none). */
export async function resolveReports(
  db: Db,
  about: ReportSubject,
  subjectId: string,
  resolution: 'actioned' | 'dismissed',
) {
  const result = await db
    .updateTable(about.table)
    .set({ resolution, resolved_at: nowIso() })
    .where(sql.ref(about.subject), '=', subjectId)
    .where('resolution', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
