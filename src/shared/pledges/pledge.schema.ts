import { z } from 'zod';
import { pledgeReminderSchema } from '../schemas/pledge-reminders.schema.ts';
import { CURRENCIES, FUNDRAISER_STATUSES } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { MSG } from '../messages.ts';
import { amount, checkbox, phone } from '../schemas/donation.schema.ts';
import { email, emptyToUndefined, freeText } from '../schemas/fields.ts';
import { smsCodeSchema } from '../schemas/phone.schema.ts';
import { daysBetween, nairobiDate, parseDate } from './instalments.ts';
import { PLEDGE, PLEDGE_LINKS, PLEDGE_MSG, PLEDGE_PERIODS, PLEDGE_STATUSES } from './pledge-constants.ts';

// Every pledge payload (D-230…D-233), one schema each: the server validates with them, the app
// parses replies and resolves its forms with them.

const dueDate = z
  .string({ error: PLEDGE_MSG.dueDateRequired })
  .trim()
  .min(1, { error: PLEDGE_MSG.dueDateRequired, abort: true })
  .refine((v) => parseDate(v) !== null, { error: PLEDGE_MSG.dueDateInvalid, abort: true })
  // Today in Nairobi, where the pledger is, whatever the clock's zone.
  .refine((v) => v >= nairobiDate(Date.now()), { error: PLEDGE_MSG.dueDatePast, abort: true })
  .refine((v) => daysBetween(nairobiDate(Date.now()), v) <= PLEDGE.maxDaysAhead, { error: PLEDGE_MSG.dueDateTooFar });

const instalments = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ error: PLEDGE_MSG.instalmentsRange })
    .int({ error: PLEDGE_MSG.instalmentsRange })
    .min(1, { error: PLEDGE_MSG.instalmentsRange })
    .max(PLEDGE.maxInstalments, { error: PLEDGE_MSG.instalmentsRange })
    .optional(),
);

/** POST /fundraisers/{short_code}/pledges/: a promise, with the phone its code goes to. */
export const pledgeRequestSchema = z
  .object({
    amount,
    due_date: dueDate,
    phone,
    display_name: z.preprocess(
      emptyToUndefined,
      freeText().max(PLEDGE.nameMax, { error: MSG.displayNameMax }).optional(),
    ),
    anonymous: checkbox.optional(),
    /** Shown on the fundraiser's page (name or 'Anonymous', amount, status); off unless asked. */
    public: checkbox.optional(),
    instalments,
    period: z.preprocess(emptyToUndefined, z.enum(PLEDGE_PERIODS, { error: PLEDGE_MSG.periodRequired }).optional()),
    /** Reminders by e-mail too, when given. */
    email: z.preprocess(emptyToUndefined, email().optional()),
    /** The reminders' language; the request's when absent. */
    language: z.preprocess(emptyToUndefined, z.enum(LANGUAGES).optional()),
  })
  .superRefine((p, ctx) => {
    const n = p.instalments ?? 1;
    if (n > 1 && !p.period) ctx.addIssue({ code: 'custom', path: ['period'], message: PLEDGE_MSG.periodRequired });
    if (n > 1 && Math.floor(p.amount / n) < PLEDGE.minKes)
      ctx.addIssue({ code: 'custom', path: ['instalments'], message: PLEDGE_MSG.instalmentTooSmall });
  });
export type PledgeRequest = z.output<typeof pledgeRequestSchema>;
export type PledgeRequestInput = z.input<typeof pledgeRequestSchema>;

/** 201 from creating one: the code is on its way to the phone. */
export const pledgeCreatedSchema = z.object({
  data: z.object({ id: z.string(), status: z.literal('unconfirmed') }),
});
export type PledgeCreated = z.infer<typeof pledgeCreatedSchema>['data'];

/** POST /pledges/{id}/confirm/: the 6-digit code from the SMS. */
export const pledgeConfirmSchema = smsCodeSchema;

/** The pledge's own page, which only its link opens: `/p/{id}?t={token}` (D-231). */
export const pledgeLinkPath = (id: string, token: string) => `/p/${id}?t=${encodeURIComponent(token)}`;

/**
 * 200 from confirming: the pledge is open; `token` is its link's secret (shown once, also sent by
 * SMS), `link` the whole address of its page.
 */
export const pledgeConfirmedSchema = z.object({
  data: z.object({ id: z.string(), status: z.literal('open'), token: z.string(), link: z.string() }),
});
export type PledgeConfirmed = z.infer<typeof pledgeConfirmedSchema>['data'];

/** GET /pledges/{id}/?t= and POST /pledges/{id}/release/?t=: the link's token. */
export const pledgeTokenQuerySchema = z.object({ t: z.string().min(1).max(200) });
export const pledgeIdParamSchema = z.object({ id: z.string().min(1).max(64) });

const instalmentSchema = z.object({
  due_date: z.string(),
  /** KES, whole shillings. */
  amount: z.number(),
  paid: z.number(),
});

/** What the holder of a pledge's link sees of it. Amounts in KES (pledges are paid by M-Pesa). */
export const pledgeViewSchema = z.object({
  data: z.object({
    id: z.string(),
    status: z.enum(PLEDGE_STATUSES),
    currency: z.literal('KES'),
    amount: z.number(),
    paid: z.number(),
    /** What is left to pay. */
    remaining: z.number(),
    /** What is due by the end of today and not yet paid: what Pay now asks for. */
    due_now: z.number(),
    due_date: z.string(),
    /** Each instalment, its date and what of it is paid (one when the pledge is a single payment). */
    instalments: z.array(instalmentSchema),
    period: z.enum(PLEDGE_PERIODS).nullable(),
    display_name: z.string().nullable(),
    anonymous: z.boolean(),
    public: z.boolean(),
    confirmed_at: z.string().nullable(),
    released_at: z.string().nullable(),
    fundraiser: z.object({
      short_code: z.string(),
      title: z.string(),
      status: z.enum(FUNDRAISER_STATUSES),
    }),
    /** Pay by paybill: the business number and this pledge's own account; null once nothing is left to pay. */
    paybill: z.object({ business_number: z.string(), account: z.string() }).nullable(),
    /** The donation sheet, pre-filled for this pledge; null once nothing is left to pay. */
    pay_url: z.string().nullable(),
  }),
});
export type PledgeView = z.infer<typeof pledgeViewSchema>['data'];

/** A pledge on its fundraiser's public page (public ones only): no phone, no id, no link. */
export const publicPledgeSchema = z.object({
  /** Null when anonymous. */
  display_name: z.string().nullable(),
  anonymous: z.boolean(),
  /** In the fundraiser's currency, as raised_amount. */
  amount: z.number(),
  paid: z.number(),
  status: z.enum(['open', 'partly_paid', 'overdue', 'fulfilled']),
});
export type PublicPledge = z.infer<typeof publicPledgeSchema>;

/** A payment counted toward a pledge, as its owner and treasurers see it. */
export const pledgePaymentSchema = z.object({
  /** The donation's reference (never its id, the receipt link's secret). */
  reference: z.string(),
  /** KES the pledge took of it; the rest of the donation stays a plain gift. */
  applied: z.number(),
  donation_amount: z.number(),
  via: z.enum(PLEDGE_LINKS),
  paid_at: z.string(),
  mpesa_receipt: z.string().nullable(),
});

/** One row of GET /fundraisers/{short_code}/pledges/ (its owner and treasurers, D-233). */
export const ownerPledgeSchema = z.object({
  id: z.string(),
  number: z.number(),
  /** The paybill account that pays toward it. */
  reference: z.string(),
  status: z.enum(PLEDGE_STATUSES),
  amount: z.number(),
  paid: z.number(),
  remaining: z.number(),
  /** Due by today and not paid. */
  overdue_amount: z.number(),
  due_date: z.string(),
  instalments: z.number(),
  period: z.enum(PLEDGE_PERIODS).nullable(),
  /** Null when the pledger chose 'Anonymous'. */
  display_name: z.string().nullable(),
  anonymous: z.boolean(),
  public: z.boolean(),
  /** 0712 ••• 678: enough to tell pledgers apart, never the whole number. */
  phone: z.string(),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  released_at: z.string().nullable(),
  reminders_sent: z.number(),
  last_reminded_at: z.string().nullable(),
  payments: z.array(pledgePaymentSchema),
  // The reminders' part (D-235), always sent by this server; optional so a client built before it reads the rest.
  /** Each reminder sent, oldest first, with its SMS's state. */
  reminders: z.array(pledgeReminderSchema).optional(),
  /** When the next reminder goes if nothing changes; null when none will. */
  next_reminder_at: z.string().nullable().optional(),
  /** Why the pledge gets no reminders, if it gets none. */
  reminders_off: z
    .enum(['unconfirmed', 'released', 'fulfilled', 'opted_out', 'disabled', 'not_live'])
    .nullable()
    .optional(),
});
export type OwnerPledge = z.infer<typeof ownerPledgeSchema>;

export const ownerPledgesReplySchema = z.object({
  data: z.array(ownerPledgeSchema),
  totals: z.object({
    currency: z.enum(CURRENCIES),
    /** Confirmed, not released, not yet paid (KES): what the public page shows as pledged. */
    pledged_kes: z.number(),
    /** Paid toward pledges so far (KES; already inside raised). */
    paid_kes: z.number(),
    confirmed_count: z.number(),
  }),
});
export type OwnerPledges = z.infer<typeof ownerPledgesReplySchema>;
