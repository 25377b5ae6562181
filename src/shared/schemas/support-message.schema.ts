import { z } from 'zod';
import { MSG } from '../messages.ts';
import { pageMetaSchema, shortCodeParamSchema } from './fundraiser.schema.ts';
import { publicDonorSchema } from './public-donor.schema.ts';

// Words of support: the messages donors type with a paid donation, shown on the fundraiser's page
// (D-171). Facts, not words, as the recent supporters are (D-165): whether the donor gave
// anonymously and when they paid; each language says 'Anonymous' and 'how long ago' itself.

/** Words shown at once on the page; 'Show more' reads the next ones, this many at a time. */
export const SUPPORT_MESSAGES_PAGE_SIZE = 5;

/** One message as anyone sees it: an anonymous donor's name is never sent. */
export const supportMessageSchema = publicDonorSchema.extend({ message: z.string() });
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** What the page draws at once (in the review): the newest few and how many there are in all. */
export const firstSupportMessagesSchema = z.object({
  data: z.array(supportMessageSchema),
  total: z.number(),
});
export type FirstSupportMessages = z.infer<typeof firstSupportMessagesSchema>;

/** GET /fundraisers/{short_code}/support-messages/: newest first, hidden ones left out. */
export const supportMessagesPageSchema = z.object({
  data: z.array(supportMessageSchema),
  meta: pageMetaSchema,
  /** When the server read them: the 'now' their times are told from (as the review's read_at). */
  read_at: z.string(),
});
export type SupportMessagesPage = z.infer<typeof supportMessagesPageSchema>;

/**
 * One message as the fundraiser's owner sees it: also the hidden ones, marked, each named by its
 * donation's reference (never the donation's id, the donor's receipt secret: D-156).
 */
export const ownerSupportMessageSchema = supportMessageSchema.extend({
  reference: z.string(),
  hidden: z.boolean(),
});
export type OwnerSupportMessage = z.infer<typeof ownerSupportMessageSchema>;

export const ownerSupportMessagesPageSchema = supportMessagesPageSchema.extend({
  data: z.array(ownerSupportMessageSchema),
});
export type OwnerSupportMessagesPage = z.infer<typeof ownerSupportMessagesPageSchema>;

/** PATCH /fundraisers/{short_code}/support-messages/{reference}/: hide it, or show it again. */
export const supportMessageVisibilitySchema = z.object({
  hidden: z.boolean({ error: MSG.supportMessageVisibility }),
});
export type SupportMessageVisibility = z.infer<typeof supportMessageVisibilitySchema>;

export const supportMessageParamSchema = shortCodeParamSchema.extend({
  reference: z.string().trim().min(1).max(64),
});

export const supportMessageChangedSchema = z.object({ message: z.string(), data: ownerSupportMessageSchema });
