import { z } from 'zod';
import { CASH_STATUSES } from './cash-book.ts';
import { shortCodeParamSchema } from './schemas/fundraiser.schema.ts';

// What the cash book answers (D-237): only to the fundraiser's owner and active treasurers, never
// to anyone else, so it may name who gave, who recorded and who decided. Amounts are KES minor
// units, as GET /money/ gives them.

export const cashEntryParamSchema = shortCodeParamSchema.extend({ id: z.string().min(1).max(100) });

export const cashEntrySchema = z.object({
  id: z.string(),
  status: z.enum(CASH_STATUSES),
  amount: z.number().int(),
  /** Null for an anonymous gift. */
  donor_name: z.string().nullable(),
  anonymous: z.boolean(),
  received_on: z.string(),
  note: z.string(),
  /** A photo of the receipt book's page: GET …/cash-book/{id}/photo/ (never public, D-239). */
  has_photo: z.boolean(),
  recorded_by: z.string().meta({ description: 'The name of who recorded it' }),
  recorded_at: z.string(),
  /** Who confirmed or refused it, and when; null while it waits or once withdrawn. */
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  recorded_by_me: z.boolean(),
  can_confirm: z.boolean().meta({
    description: 'The signed-in person may confirm or refuse it now: it waits, and they are a second person (D-237)',
  }),
  can_withdraw: z.boolean().meta({ description: 'The signed-in person recorded it and it still waits' }),
});
export type CashEntryView = z.infer<typeof cashEntrySchema>;

/** GET /fundraisers/{short_code}/cash-book/: newest first, with what the viewer may do. */
export const cashBookReplySchema = z.object({
  data: z.object({
    /** The fundraiser's title (null before it has details), for the screen's heading. */
    title: z.string().nullable(),
    entries: z.array(cashEntrySchema),
    /** Confirmed cash (in raised and supporters, never withdrawable, D-238) and what still waits. */
    confirmed_total: z.number().int(),
    waiting_total: z.number().int(),
    /** The signed-in person may record an entry now (a live fundraiser with a treasurer). */
    can_record: z.boolean(),
    /** No active treasurer yet: nobody could confirm an entry, so none is recorded. */
    needs_treasurer: z.boolean(),
    /** When the fundraiser was created: the earliest date received (D-237). */
    created_at: z.string(),
  }),
});
export type CashBook = z.infer<typeof cashBookReplySchema>['data'];

export const cashEntryReplySchema = z.object({ message: z.string(), data: cashEntrySchema });
