import { z } from 'zod';
import { KENYA_COUNTIES } from '../kenya-counties.ts';
import { normalizeKenyanPhone } from '../phone.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { optionalText, requiredText } from './fields.ts';
import { imageSchema } from './review.schema.ts';
import { pageMetaSchema } from './fundraiser.schema.ts';

// Physical items (issue 15; decisions: `/donate?type=items`, 'Find items for donation'): a donor
// offers an item, a verified person requests it, the donor accepts one request (the item is
// 'reserved' and the two talk through in-app messages; the donor's phone only if they chose to
// share it), then marks it 'given'. The one contract of server and app; nothing personal is public.

export const ITEM_CATEGORIES = ['clothes', 'shoes', 'electronics', 'books', 'household', 'other'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ITEM_CONDITIONS = ['new', 'like_new', 'good', 'fair'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/** available → reserved (a request accepted) → given; a reviewer may remove an offer at any point. */
export const ITEM_STATUSES = ['available', 'reserved', 'given', 'removed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** open → accepted or declined; open → withdrawn (by the requester); open → closed (item given to another). */
export const ITEM_REQUEST_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'closed'] as const;
export type ItemRequestStatus = (typeof ITEM_REQUEST_STATUSES)[number];

export const ITEM_LIMITS = {
  titleMax: 120,
  descriptionMax: 1000,
  townMax: 80,
  quantityMax: 100,
  requestMessageMax: 500,
  messageMax: 1000,
  photosMax: 5,
} as const;

export const ITEM_MSG = {
  categoryRequired: 'Choose a category',
  titleRequired: 'Title is required',
  conditionRequired: 'Choose the condition',
  quantity: `Quantity must be a whole number from 1 to ${ITEM_LIMITS.quantityMax}`,
  descriptionRequired: 'Description is required',
  countyRequired: 'Choose a county',
  townRequired: 'Town is required',
  phoneRequired: 'Enter the phone number to share, or choose not to share one',
  phoneInvalid: 'Enter a Kenyan mobile number, e.g. 0712 345 678',
  requestMessageRequired: 'Say who the item is for',
  messageRequired: 'Write a message',
} as const;

const quantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: ITEM_MSG.quantity })
    .int({ error: ITEM_MSG.quantity })
    .min(1, { error: ITEM_MSG.quantity })
    .max(ITEM_LIMITS.quantityMax, { error: ITEM_MSG.quantity }),
);

/** POST /items/ (with an Idempotency-Key, so an offer sent again after a lost answer is stored once). */
export const offerItemSchema = z
  .object({
    category: z.enum(ITEM_CATEGORIES, { error: ITEM_MSG.categoryRequired }),
    title: requiredText(ITEM_MSG.titleRequired, ITEM_LIMITS.titleMax),
    condition: z.enum(ITEM_CONDITIONS, { error: ITEM_MSG.conditionRequired }),
    quantity,
    description: requiredText(ITEM_MSG.descriptionRequired, ITEM_LIMITS.descriptionMax),
    county: z.enum(KENYA_COUNTIES, { error: ITEM_MSG.countyRequired }),
    town: requiredText(ITEM_MSG.townRequired, ITEM_LIMITS.townMax),
    /** Show this number to the accepted requester (in-app messages are always on). */
    share_phone: z.boolean().default(false),
    phone: optionalText(20),
  })
  .superRefine((offer, ctx) => {
    if (!offer.share_phone) return;
    if (!offer.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: ITEM_MSG.phoneRequired });
    else if (!normalizeKenyanPhone(offer.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: ITEM_MSG.phoneInvalid });
  });
export type OfferItemInput = z.input<typeof offerItemSchema>;
export type OfferItem = z.output<typeof offerItemSchema>;

/** An offer as lists show it: no donor name beyond the first, never a phone or e-mail. */
export const itemCardSchema = z.object({
  code: z.string(),
  title: z.string(),
  category: z.enum(ITEM_CATEGORIES),
  condition: z.enum(ITEM_CONDITIONS),
  quantity: z.number(),
  county: z.enum(KENYA_COUNTIES),
  town: z.string(),
  status: z.enum(ITEM_STATUSES),
  /** The first photo's preview, or null. */
  image: z.string().nullable(),
  created_at: z.string(),
});
export type ItemCard = z.infer<typeof itemCardSchema>;

/** GET /items/{code}/: the item page. `viewer` says what the signed-in reader may do. */
export const itemSchema = itemCardSchema.extend({
  description: z.string(),
  images: z.array(imageSchema),
  donor: z.object({ first_name: z.string() }),
  viewer: z
    .object({
      is_donor: z.boolean(),
      /** The reader's own request on this item, if any. */
      my_request: z.object({ id: z.string(), status: z.enum(ITEM_REQUEST_STATUSES) }).nullable(),
    })
    .nullable(),
});
export type Item = z.infer<typeof itemSchema>;

/** GET /items/: available and reserved offers, newest first; filters and search. */
export const itemListQuerySchema = z.object({
  category: z.enum(ITEM_CATEGORIES).optional().catch(undefined),
  county: z.enum(KENYA_COUNTIES).optional().catch(undefined),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1).catch(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT).catch(PAGE_SIZE_DEFAULT),
});
export const itemListReplySchema = z.object({ data: z.array(itemCardSchema), meta: pageMetaSchema });

/** POST /items/{code}/requests/: a verified account asks for the item. */
export const itemRequestSchema = z.object({
  message: requiredText(ITEM_MSG.requestMessageRequired, ITEM_LIMITS.requestMessageMax),
});

/**
 * A request as its two parties see it. `contact` is filled only for the accepted requester and the
 * donor: the donor's first name and (when shared) phone; the requester's first name. Never public.
 */
export const itemRequestViewSchema = z.object({
  id: z.string(),
  status: z.enum(ITEM_REQUEST_STATUSES),
  message: z.string(),
  created_at: z.string(),
  item: itemCardSchema,
  requester: z.object({ first_name: z.string() }),
  contact: z.object({ donor_first_name: z.string(), donor_phone: z.string().nullable() }).nullable(),
});
export type ItemRequestView = z.infer<typeof itemRequestViewSchema>;

/** In-app messages between the donor and the accepted requester. */
export const itemMessageSchema = z.object({
  body: requiredText(ITEM_MSG.messageRequired, ITEM_LIMITS.messageMax),
});
export const itemMessageViewSchema = z.object({
  id: z.string(),
  body: z.string(),
  created_at: z.string(),
  from: z.enum(['donor', 'requester']),
});
