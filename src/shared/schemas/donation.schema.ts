import { z } from 'zod';
import { REFUND_STATUSES } from './refund.schema.ts';
import { DONATION, DONATION_STATUSES, FUNDRAISER_STATUSES, CURRENCIES, LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { normalizeKenyanPhone } from '../phone.ts';
import { email, emptyToUndefined, freeText } from './fields.ts';

// Whole shillings: the app sends a number, the server-drawn form the input's text ("1 000" too).
export const amount = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/[\s,]/g, '') === '' ? undefined : Number(v.replace(/[\s,]/g, ''))) : v),
  z
    .number({ error: MSG.amountRequired })
    .int({ error: MSG.amountWhole })
    .min(DONATION.minKes, { error: MSG.amountMin })
    .max(DONATION.maxKes, { error: MSG.amountMax }),
);

/** An M-Pesa number as people write it, read as 2547…/2541… (a donor's, a pledger's). */
export const phone = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, { error: MSG.phoneRequired, abort: true })
  .max(32, { error: MSG.phoneInvalid, abort: true })
  .transform((value, ctx) => {
    const msisdn = normalizeKenyanPhone(value);
    if (!msisdn) ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid });
    return msisdn ?? value;
  });

// A checkbox posts "on"; JSON sends a boolean.
export const checkbox = z.preprocess(
  (v) => (v === 'on' || v === 'true' ? true : v === 'false' || v === 'off' ? false : v),
  z.boolean(),
);

/** POST /donations/: the donation sheet, in the app and as the server-drawn form alike. */
export const donationRequestSchema = z.object({
  short_code: z.string({ error: MSG.fundraiserNotFound }).trim().min(1).max(32),
  amount,
  phone,
  display_name: z.preprocess(
    emptyToUndefined,
    freeText().max(LIMITS.nameMax, { error: MSG.displayNameMax }).optional(),
  ),
  anonymous: checkbox.optional(),
  message: z.preprocess(
    emptyToUndefined,
    freeText().max(DONATION.messageMax, { error: MSG.donationMessageMax }).optional(),
  ),
  email: z.preprocess(emptyToUndefined, email().optional()),
  /** 'E-mail me this fundraiser's updates' (with an e-mail): on unless the donor says no. */
  updates: checkbox.optional(),
  /**
   * Paying toward a pledge (its Pay now link, D-232): the pledge and its link's token. The
   * donation then counts toward that pledge when it succeeds; without a valid token it is refused.
   */
  pledge_id: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  pledge_token: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
});
export type DonationRequest = z.output<typeof donationRequestSchema>;

/** 202 from POST /donations/: the push was asked for; the outcome comes later. */
export const donationStartedSchema = z.object({
  data: z.object({ id: z.string(), status: z.literal('pending'), receipt_url: z.string() }),
});
export type DonationStarted = z.infer<typeof donationStartedSchema>['data'];

/** GET /donations/{id}/: what the donor (the holder of the unguessable id) sees of their donation. */
export const donationSchema = z.object({
  data: z.object({
    id: z.string(),
    status: z.enum(DONATION_STATUSES),
    /** Daraja's ResultCode once final (0, 1032, 1037, 1019, 1, 2001, …). */
    result_code: z.number().nullable(),
    mpesa_receipt: z.string().nullable(),
    amount: z.number(),
    currency: z.literal('KES'),
    donor_name: z.string(),
    anonymous: z.boolean(),
    /** 0712 ••• 678: the donor's own number, never in full; empty once paid (the receipt). */
    phone: z.string(),
    message: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    /** When another push to this number is allowed (Daraja refuses pushes close together). */
    retry_at: z.string(),
    /** Still unanswered after every status query: support follows it up; it is never called failed. */
    follow_up: z.boolean(),
    /** Paid through the Daraja simulator (demo mode): no real money moved. */
    test_payment: z.boolean(),
    receipt_url: z.string(),
    fundraiser: z.object({
      short_code: z.string(),
      title: z.string(),
      status: z.enum(FUNDRAISER_STATUSES),
      currency: z.enum(CURRENCIES),
      /** The paybill's business number while the fundraiser is live (D-215), and the account to pay (D-254). */
      paybill: z.string().optional(),
      account: z.string().optional(),
    }),
    /** A paid gift's way back (D-256): its donor's request and its refund, when there are any. */
    refund: z
      .object({
        request: z.enum(['open', 'approved', 'rejected']).nullable(),
        /** Why the owner or a treasurer refused, for the donor. */
        decision_reason: z.string().nullable(),
        status: z.enum(REFUND_STATUSES).nullable(),
        amount: z.number().nullable(),
        /** Until when it goes back at once after its fundraiser's change of purpose (D-262). */
        at_once_until: z.string().nullable().optional(),
      })
      .optional(),
  }),
});
export type Donation = z.infer<typeof donationSchema>['data'];
