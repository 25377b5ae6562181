import { z } from 'zod';
import { requiredText, optionalText } from './fields.ts';
import { fundraiserCardSchema } from './fundraiser.schema.ts';

// 'Report this fundraiser': anyone, with or without an account, says what is wrong; reviewers see
// the open reports at /review, grouped by fundraiser, and close the fundraiser or dismiss them.

/** The short list a reporter picks from; the text says the rest. */
export const REPORT_REASONS = ['scam', 'misleading', 'offensive', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;

/** POST /fundraisers/{short_code}/reports/ (and the plain form at /f/{short_code}/report). */
export const reportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: optionalText(REPORT_DETAILS_MAX),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** One report as reviewers read it: nothing about who sent it. */
export const reportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** A reported fundraiser with its open reports, oldest first. */
export const reportedItemSchema = fundraiserCardSchema.extend({ reports: z.array(reportSchema) });
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** GET /moderation/reports/: fundraisers with open reports, the longest waiting first. */
export const reportedReplySchema = z.object({ data: z.array(reportedItemSchema) });

/** POST /moderation/fundraisers/{short_code}/dismiss-reports/: nothing wrong; the reason is recorded. */
export const dismissReportsSchema = z.object({ reason: requiredText('A reason is required', 500) });
