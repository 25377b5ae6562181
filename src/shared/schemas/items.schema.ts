import { z } from 'zod';
import { KENYA_COUNTIES } from '../kenya-counties.ts';
import { normalizeKenyanPhone } from '../phone.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { optionalText, requiredText } from './fields.ts';
import { imageSchema } from './review.schema.ts';
import { pageMetaSchema } from './fundraiser.schema.ts';
import { reportSchema } from './report.schema.ts';

// Physical items (decisions: `/donate?type=items`, 'Find items for donation'): a donor
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
  // Server answers.
  itemNotFound: 'Item not found',
  requestNotFound: 'Request not found',
  offered: 'Your item is posted. People can now find and request it.',
  imagesUploaded: 'Photos added',
  itemRequired: 'No item found for these photos',
  notAvailable: 'This item is no longer available',
  ownItem: 'You cannot request your own item',
  alreadyRequested: 'You already asked for this item',
  declinedBefore: 'The donor declined your request for this item',
  requested: 'Request sent. The donor will be told by e-mail.',
  accepted: 'Request accepted. The item is now reserved for them.',
  declined: 'Request declined.',
  withdrawn: 'Request withdrawn.',
  given: 'Marked as given. Thank you for giving!',
  notOpen: 'This request is no longer open',
  alreadyReserved: 'This item is already reserved for someone else',
  notReserved: 'Accept a request before marking the item as given',
  messagesClosed: 'Messages are open once the donor accepts the request',
  removed: 'Item removed. The donor has been told by e-mail.',
  notRemovable: 'This item was already removed',
  reportReceived: 'Thank you. Our reviewers will look at this item.',
  noOpenReports: 'This item has no open reports',
  reportsDismissed: 'Reports dismissed',
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

/** The `{code}` of every /items/{code}/ path: 8 letters and digits. */
export const itemCodeParamSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{8}$/, { error: ITEM_MSG.itemNotFound }),
});

/** POST /items/: the new offer (its page as the donor sees it). */
export const offeredItemReplySchema = z.object({ message: z.string(), data: itemSchema });

/** GET /items/mine/: the donor's offers in every status, with the number of open requests. */
export const myItemCardSchema = itemCardSchema.extend({ open_requests: z.number() });
export type MyItemCard = z.infer<typeof myItemCardSchema>;
export const myItemsReplySchema = z.object({ data: z.array(myItemCardSchema) });

/** POST /item-images/: the item's photos after the upload. */
export const itemImagesReplySchema = z.object({
  message: z.string(),
  data: z.object({ item: z.string(), images: z.array(imageSchema) }),
});

/** The write answers about one request (create, accept, decline, withdraw). */
export const itemRequestReplySchema = z.object({ message: z.string(), data: itemRequestViewSchema });
/** GET /items/{code}/requests/ (the donor) and GET /item-requests/mine/ (the requester). */
export const itemRequestsReplySchema = z.object({ data: z.array(itemRequestViewSchema) });

/** POST /moderation/items/{code}/remove/: a reviewer takes an offer down, saying why. */
export const removeItemSchema = z.object({ reason: requiredText('A reason is required', 500) });

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
export type ItemMessageView = z.infer<typeof itemMessageViewSchema>;
/** GET /item-requests/{id}/messages/: oldest first. */
export const itemMessagesReplySchema = z.object({ data: z.array(itemMessageViewSchema) });
export const itemMessageReplySchema = z.object({ message: z.string(), data: itemMessageViewSchema });

/** GET /moderation/item-reports/: offers with open reports, the longest waiting first. */
export const reportedItemOfferSchema = itemCardSchema.extend({
  reports: z.array(reportSchema),
});
export type ReportedItemOffer = z.infer<typeof reportedItemOfferSchema>;
export const reportedItemsReplySchema = z.object({ data: z.array(reportedItemOfferSchema) });
