import { z } from 'zod';
import { fundraiserCardSchema } from './fundraiser.schema.ts';
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
