import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredText } from './fields.ts';

// Fundraiser updates: what the organiser posts, and the public list of them.

export const UPDATE_MAX = 2000;
/** Updates per page: the public page draws the first page, 'Load more' asks for the next. */
export const UPDATES_PAGE_SIZE = 5;

/** POST /fundraisers/{short_code}/updates/: the owner's form and the server check the same text. */
export const fundraiserUpdateSchema = z.object({
  body: requiredText(MSG.updateRequired, UPDATE_MAX, MSG.updateMax),
});
export type FundraiserUpdateInput = z.input<typeof fundraiserUpdateSchema>;

/** One update as the public sees it: its author is only ever the organiser's name. */
export const fundraiserUpdateItemSchema = z.object({
  id: z.string(),
  body: z.string(),
  created_at: z.string(),
  author_name: z.string(),
});
export type FundraiserUpdateItem = z.infer<typeof fundraiserUpdateItemSchema>;

export const fundraiserUpdatesPageSchema = z.object({
  data: z.array(fundraiserUpdateItemSchema),
  meta: z.object({ page: z.number(), page_size: z.number(), total: z.number(), total_pages: z.number() }),
});
export type FundraiserUpdatesPage = z.infer<typeof fundraiserUpdatesPageSchema>;

export const postedUpdateSchema = z.object({ message: z.string(), data: fundraiserUpdateItemSchema });

const linkToken = z.string().trim().min(1).max(128);

/**
 * The e-mail's unsubscribe link: which donation it was sent for, by its reference (`ref`), and the
 * server's signature of it. Links e-mailed before D-156 name the donation by its id (`donation`)
 * and still work (D-157).
 */
export const unsubscribeSchema = z.union([
  z.object({ ref: z.string().trim().min(1).max(64), token: linkToken }),
  z.object({ donation: z.string().trim().min(1).max(64), token: linkToken }),
]);
