import { z } from 'zod';
import { requiredText } from './fields.ts';
import { fundraiserCardSchema, listQuerySchema, pageMetaSchema } from './fundraiser.schema.ts';
import { imageSchema, reviewSchema } from './review.schema.ts';

// The reviewers' side of moderation (`/review`): what the server answers and the app reads.

/** Who asks for the money: what a reviewer weighs besides the story (a day-old account, say). */
export const organiserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email_address: z.string(),
  photo_url: z.string().nullable(),
  is_verified: z.boolean(),
  /** When the account was made; the app shows its age from this. */
  joined_at: z.string(),
});
export type Organiser = z.infer<typeof organiserSchema>;

/** One fundraiser in the queue: its card, every detail, all its photos and the organiser. */
export const pendingItemSchema = fundraiserCardSchema.extend({
  detail: reviewSchema.shape.detail,
  images: z.array(imageSchema),
  organiser: organiserSchema,
});
export type PendingItem = z.infer<typeof pendingItemSchema>;

/** GET /moderation/pending/: Pending Review fundraisers, oldest first. */
export const pendingReplySchema = z.object({ data: z.array(pendingItemSchema) });

/**
 * What a reviewer decided: approve or reject a Pending Review fundraiser, close a live one, or
 * dismiss the reports about one (nothing wrong).
 */
export const MODERATION_ACTIONS = [
  'approve',
  'reject',
  'close',
  'dismiss_reports',
  'take_down',
  'purpose_change',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** POST /moderation/fundraisers/{short_code}/close/: a live fundraiser closed by a reviewer. */
export const closeByReviewerSchema = z.object({
  reason: requiredText('A reason is required', 500),
});

/** One recorded decision: who, when, what, which fundraiser and why. */
export const decisionSchema = z.object({
  id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().nullable(),
  created_at: z.string(),
  fundraiser: z.object({ id: z.string(), short_code: z.string(), title: z.string().nullable() }),
  /** Null for a decision taken from the command line (`npm run admin`). */
  reviewer: z.object({ id: z.string(), full_name: z.string() }).nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** GET /moderation/decisions/: newest first, a page at a time. */
export const decisionsReplySchema = z.object({ data: z.array(decisionSchema), meta: pageMetaSchema });
export const decisionsQuerySchema = listQuerySchema.pick({ page: true, page_size: true });
