// Test data for the fundraiser page: a review as GET /fundraisers/{short_code}/review/ answers it
// (src/shared/schemas/review.schema.ts), with helpers for its photos, details and donations.
import { reviewSchema, type FundraiserImage, type Review } from '#shared/schemas/review.schema.ts';

type Detail = NonNullable<Review['detail']>;
type Fundraiser = Review['fundraiser'];

export const CATEGORY = {
  yourself: { name: 'Yourself', slug: 'yourself' },
  startup: { name: 'Startup', slug: 'startup' },
  organization: { name: 'Organization', slug: 'organization' },
} as const;

/** A photo with its three WebP variants (320, 640, 1080 px wide). */
export function makeImage(n: number): FundraiserImage {
  return {
    id: `img-${n}`,
    image: `/media/photo-${n}.jpg`,
    width: 1080,
    height: 810,
    preview: `/media/photo-${n}-preview.webp`,
    variants: [320, 640, 1080].map((width) => ({ width, url: `/media/photo-${n}-${width}.webp` })),
  };
}

export const makeImages = (count: number) => Array.from({ length: count }, (_, i) => makeImage(i + 1));

export function makeDetail(overrides: Partial<Detail> = {}): Detail {
  return {
    fundraiser_title: 'School fees for Amani',
    fundraiser_details: 'Amani starts form one in January and the fees are due before then.',
    fundraiser_goal: 50000,
    raised_amount: 12000,
    supporters_count: 3,
    mission: null,
    website: null,
    social_media: null,
    organisation_name: null,
    registration_number: null,
    startup_name: null,
    business_description: null,
    location: null,
    industry_name: null,
    team_size_name: null,
    stage_name: null,
    ...overrides,
  };
}

export interface ReviewOverrides {
  fundraiser?: Partial<Fundraiser>;
  /** null: the fundraiser has no details saved. */
  detail?: Partial<Detail> | null;
  images?: FundraiserImage[];
  recent_transactions?: Review['recent_transactions'];
  /** The public pledges (D-233); none unless given. */
  pledges?: Review['pledges'];
}

/** When the fixture's review was read: its supporters' times are told from here. */
export const READ_AT = '2026-11-25T12:00:00.000Z';

/** A gift paid `ago` seconds before READ_AT; without a name, an anonymous one. */
export const supporter = (name: string | null, amount: number, ago: number): Review['recent_transactions'][number] => ({
  donor_name: name,
  anonymous: name === null,
  amount,
  paid_at: new Date(Date.parse(READ_AT) - ago * 1000).toISOString(),
});

/** A live KES fundraiser for oneself, Ksh 12,000 of 50,000 raised by 3 supporters, no photos. */
export function makeReview(overrides: ReviewOverrides = {}): Review {
  const review: Review = {
    fundraiser: {
      id: 'f-1',
      short_code: 'Ab3dE9xZ',
      status: 'live',
      currency: 'KES',
      created_at: '2026-01-15T09:00:00Z',
      fundraising_category: CATEGORY.yourself,
      user: { full_name: 'Wanjiku Kamau', photo_url: null },
      ...overrides.fundraiser,
    },
    detail: overrides.detail === null ? null : makeDetail(overrides.detail),
    images: overrides.images ?? [],
    recent_transactions: overrides.recent_transactions ?? [
      supporter('Otieno Odhiambo', 5000, 2 * 3600),
      supporter('Achieng Atieno', 4000, 30 * 3600),
      supporter('Kiprono Kiptoo', 3000, 3 * 86400),
    ],
    ...(overrides.pledges && { pledges: overrides.pledges }),
    read_at: READ_AT,
  };
  // Keep the fixture honest: whatever a test builds must be a review the API could send.
  return reviewSchema.parse(review);
}

/** The review endpoint as `mockApi` keys it. */
export const reviewKey = (shortCode: string) => `GET /api/fundraisers/${shortCode}/review/`;
