import type { ReportReason } from '#shared/schemas/report.schema.ts';

/** A report from the public about a fundraiser: what is wrong, never who said so. */
export interface ReportsTable {
  id: string;
  fundraiser_id: string;
  reason: ReportReason;
  details: string | null;
  created_at: string;
  /** Null while open; how a reviewer settled it. */
  resolution: 'actioned' | 'dismissed' | null;
  resolved_at: string | null;
}
