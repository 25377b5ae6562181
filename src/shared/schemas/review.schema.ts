import { z } from 'zod';
import { CURRENCIES, FUNDRAISER_STATUSES } from '../constants.ts';
import { RELATIONSHIPS } from './beneficiary.ts';
import { publicDonorSchema } from './public-donor.schema.ts';
import { firstSupportMessagesSchema } from './support-message.schema.ts';
import { paidWithdrawalSchema } from './paid-withdrawal.schema.ts';
import { publicPledgeSchema } from '../pledges/pledge.schema.ts';

/** Widths of the WebP variants the server makes of every photo, for `srcset`. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1080] as const;

export const imageSchema = z.object({
  id: z.string(),
  image: z.string(),
  width: z.number(),
  height: z.number(),
  preview: z.string(),
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
});
export type FundraiserImage = z.infer<typeof imageSchema>;

/** One of a fundraiser's recent gifts. */
export const recentSupporterSchema = publicDonorSchema.extend({
  /** In the fundraiser's currency. */
  amount: z.number(),
});
export type RecentSupporter = z.infer<typeof recentSupporterSchema>;

/** Someone who gave in person (the cash book, D-238): a name or Anonymous, nothing else (D-239). */
export const inPersonSupporterSchema = publicDonorSchema.pick({ donor_name: true, anonymous: true });
export type InPersonSupporter = z.infer<typeof inPersonSupporterSchema>;

/** GET /fundraisers/{short_code}/review/: the shape of section 3, with a few additions. */
export const reviewSchema = z.object({
  fundraiser: z.object({
    id: z.string(),
    short_code: z.string(),
    /** Its numeric paybill account (D-254); absent in older copies, null for rows made outside the app. */
    account_number: z.string().nullable().optional(),
    status: z.enum(FUNDRAISER_STATUSES),
    currency: z.enum(CURRENCIES),
    created_at: z.string(),
    /** The owner's last change while live ('Updated …' on the page, D-175); null when none. */
    edited_at: z.string().nullable().optional(),
    fundraising_category: z.object({ name: z.string(), slug: z.string() }),
    user: z.object({ full_name: z.string(), photo_url: z.string().nullable() }),
    /** Who holds the money besides the organiser (D-205): how many treasurers, never who. Absent in older copies. */
    treasurers_count: z.number().int().optional(),
    /** A reviewer checked the organiser's ID and face (D-258): "Organiser's identity checked". Absent in older copies. */
    organiser_checked: z.boolean().optional(),
    /** Taken down by a reviewer, its money returned (D-256): how many gifts and how much, no names. */
    taken_down: z
      .object({ at: z.string(), refunds: z.number().int(), refunded_amount: z.number() })
      .nullable()
      .optional(),
  }),
  detail: z
    .object({
      fundraiser_title: z.string(),
      fundraiser_details: z.string(),
      fundraiser_goal: z.number(),
      raised_amount: z.number(),
      supporters_count: z.number(),
      mission: z.string().nullable(),
      website: z.string().nullable(),
      social_media: z.string().nullable(),
      organisation_name: z.string().nullable(),
      registration_number: z.string().nullable(),
      startup_name: z.string().nullable(),
      business_description: z.string().nullable(),
      location: z.string().nullable(),
      industry_name: z.string().nullable(),
      team_size_name: z.string().nullable(),
      stage_name: z.string().nullable(),
      /** Who an individual fundraiser is for ('for {name}', D-170); absent or null: the organiser. */
      beneficiary_name: z.string().nullable().optional(),
      beneficiary_relationship: z.enum(RELATIONSHIPS).nullable().optional(),
      /**
       * Pledged and not yet paid (D-231): confirmed, not released pledges' unpaid parts, private
       * ones included, in the currency of raised_amount and never part of it. Absent in older copies.
       */
      pledged_amount: z.number().optional(),
      /**
       * How much of raised_amount is cash collected in person and confirmed by two people (D-238), in
       * the same currency: never withdrawable. Absent in older copies.
       */
      cash_amount: z.number().optional(),
    })
    .nullable(),
  images: z.array(imageSchema),
  recent_transactions: z.array(recentSupporterSchema),
  /** The newest words of support and how many there are (D-171); hidden ones are left out. */
  support_messages: firstSupportMessagesSchema.optional(),
  /** Where the money went (D-208): paid withdrawals, newest first, nothing personal. Absent in older copies. */
  paid_withdrawals: z.array(paidWithdrawalSchema).optional(),
  /** Confirmed cash book gifts, newest first (D-238): name or Anonymous only. Absent in older copies. */
  in_person_supporters: z.array(inPersonSupporterSchema).optional(),
  /** The public pledges, newest first (D-233): no phone, no id, no link. Absent in older copies. */
  pledges: z.array(publicPledgeSchema).optional(),
  /** The paybill's business number (account = the short code, D-215). Absent in older copies. */
  paybill: z.string().optional(),
  /**
   * When the server read it (ISO): the 'now' the supporters' times are told from, so the page the
   * server draws and the page that hydrates it say the same (D-166).
   */
  read_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
