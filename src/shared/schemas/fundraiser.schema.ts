import { z } from 'zod';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  FUNDRAISER_STATUSES,
  LIMITS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '../constants.ts';
import { detailsKindFor } from '../details-kind.ts';
import { MSG } from '../messages.ts';
import { goal, lookupId, optionalText, requiredText, website } from './fields.ts';
import { beneficiaryFields, withBeneficiaryCheck } from './beneficiary.ts';

/** POST /fundraisers/. `user` is accepted for the spec's shape; the owner is the signed-in user. */
export const createFundraiserSchema = z.object({
  user: z.unknown().optional(),
  fundraising_category_id: lookupId(MSG.typeNotSelected),
});

const fundraiserId = z.string({ error: MSG.noFundraiserId }).trim().min(1, { error: MSG.noFundraiserId });

const commonDetails = {
  fundraiser: fundraiserId,
  fundraiser_title: requiredText(MSG.titleRequired, LIMITS.titleMax, MSG.titleMax),
  fundraiser_details: requiredText(MSG.detailsRequired, LIMITS.detailsMax, MSG.detailsMax),
  fundraiser_goal: goal(),
  currency: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? DEFAULT_CURRENCY : v),
    z.enum(CURRENCIES, { error: 'Choose KES or USD' }),
  ),
};

// Who the money is for (D-170): the check spans fields, so it wraps the object last (zod refuses
// to omit fields of a refined object: the wizard's form schema is built from the plain object).
const individualDetailsObject = z.object({ ...commonDetails, ...beneficiaryFields });
export const individualDetailsSchema = withBeneficiaryCheck(individualDetailsObject);

export const startupDetailsSchema = z.object({
  ...commonDetails,
  startup_name: requiredText(MSG.startupNameRequired),
  business_description: requiredText(
    MSG.businessDescriptionRequired,
    LIMITS.businessDescriptionMax,
    MSG.businessDescriptionMax,
  ),
  location: requiredText(MSG.startupLocationRequired),
  industry: lookupId(MSG.industryRequired),
  stage: lookupId(MSG.startupStageRequired),
  team_size: lookupId(MSG.teamSizeRequired),
  website: website(),
  social_media: optionalText(),
});

export const organisationDetailsSchema = z.object({
  ...commonDetails,
  organisation_name: requiredText(MSG.organizationNameRequired),
  registration_number: requiredText(MSG.registrationNumberRequired, 100),
  mission: requiredText(MSG.missionRequired, LIMITS.missionMax, MSG.missionMax),
  website: website(),
  social_media: optionalText(),
});

export type IndividualDetailsInput = z.input<typeof individualDetailsSchema>;
export type StartupDetailsInput = z.input<typeof startupDetailsSchema>;
export type OrganisationDetailsInput = z.input<typeof organisationDetailsSchema>;

export const fundraiserStatusSchema = z.enum(FUNDRAISER_STATUSES);

export const shortCodeParamSchema = z.object({
  short_code: z.string().regex(/^[A-Za-z0-9]{8}$/, { error: MSG.fundraiserNotFound }),
});

export const rejectSchema = z.object({
  reason: requiredText('A reason is required', 500),
});

const pageFields = {
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).default(1),
  page_size: z.coerce
    .number({ error: `page_size must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX, { error: `page_size must be at most ${PAGE_SIZE_MAX}` })
    .default(PAGE_SIZE_DEFAULT),
};

/** `page` and `page_size` of any paged list. */
export const pageQuerySchema = z.object(pageFields);

export const AFTER_INVALID = 'after must be the next of a page of this list';

export const listQuerySchema = z.object({
  ...pageFields,
  category: z.string().trim().max(40).optional(),
  /**
   * The `next` of the page before: the list goes on after that card, whatever went live or closed
   * since (keyset paging, D-225). Without it, `page` counts from the newest.
   */
  after: z
    .string()
    .max(120)
    .regex(/^[\w-]+$/, { error: AFTER_INVALID })
    .optional(),
});

export const searchQuerySchema = z.object({
  ...pageFields,
  q: z.string().trim().max(200).default(''),
});

/** A fundraiser as lists, search and the owner's dashboard show it. */
export const fundraiserCardSchema = z.object({
  id: z.string(),
  short_code: z.string(),
  status: fundraiserStatusSchema,
  title: z.string().nullable(),
  summary: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  goal: z.number(),
  raised_amount: z.number(),
  supporters_count: z.number(),
  progress_percent: z.number(),
  image: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }),
  /** Whom an individual fundraiser is for when it is not its organizer (D-170, D-253); optional for
   *  a card read before it was sent. */
  beneficiary_name: z.string().nullable().optional(),
  organizer: z.string(),
  created_at: z.string(),
  rejection_reason: z.string().nullable(),
});
export type FundraiserCard = z.infer<typeof fundraiserCardSchema>;

export const pageMetaSchema = z.object({
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  total_pages: z.number(),
  /** The live list's: where its next page starts (`after`), null on its last (D-225). */
  next: z.string().nullable().optional(),
});

const FORM_SCHEMAS = {
  yourself: withBeneficiaryCheck(individualDetailsObject.omit({ fundraiser: true })),
  startup: startupDetailsSchema.omit({ fundraiser: true }),
  organization: organisationDetailsSchema.omit({ fundraiser: true }),
} as const;

/** A details form's schema: its type's payload without `fundraiser`, which the wizard adds once it exists. */
export const detailsFormSchemaFor = (slug: string): z.ZodObject => FORM_SCHEMAS[detailsKindFor(slug)];
export const individualFormSchema = FORM_SCHEMAS.yourself;

/** POST /fundraisers/: the new fundraiser, Pending Review. */
export const createdFundraiserReplySchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.string(),
    short_code: z.string(),
    status: fundraiserStatusSchema,
    user: z.string(),
    fundraising_category_id: z.number(),
    created_at: z.string(),
  }),
});
