import { percentRaised } from '#shared/money.ts';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import type { Currency } from '#shared/constants.ts';
import type { PublicDonor } from '#shared/schemas/public-donor.schema.ts';
import type { FundraiserImage, RecentSupporter } from '#shared/schemas/review.schema.ts';
import type { CardRow } from '../db/repositories/cards.repository.ts';
import type { ImageRow } from '../db/schema.ts';
import { mediaUrl } from '../services/images.ts';
import { raisedIn } from './fx.ts';
import { fullName, toMajor } from './serializers.ts';

type Variant = { width: number; key: string };
const parseVariants = (json: string | null): Variant[] => (json ? (JSON.parse(json) as Variant[]) : []);

/** The variant closest to 640 px wide: sharp enough for a card on any phone. */
function cardImage(variantsJson: string | null) {
  const variants = parseVariants(variantsJson);
  if (variants.length === 0) return null;
  const best = variants.reduce((a, b) => (Math.abs(b.width - 640) < Math.abs(a.width - 640) ? b : a));
  return mediaUrl(best.key);
}

export function toCard(row: CardRow): FundraiserCard {
  const goal = toMajor(row.goal_minor ?? 0);
  const raised = raisedIn(row.currency, Number(row.raised_minor ?? 0));
  return {
    id: row.id,
    short_code: row.short_code,
    status: row.status,
    title: row.title ?? null,
    summary: row.details ? row.details.slice(0, 160) : null,
    currency: row.currency,
    goal,
    raised_amount: raised,
    supporters_count: Number(row.supporters ?? 0),
    progress_percent: percentRaised(raised, goal),
    image: cardImage(row.image_variants ?? null),
    category: { name: row.category_name, slug: row.category_slug },
    organizer: fullName(row),
    created_at: row.created_at,
    rejection_reason: row.rejection_reason,
  };
}

export function toImage(row: ImageRow): FundraiserImage {
  return {
    id: row.id,
    image: mediaUrl(row.original_key),
    width: row.width,
    height: row.height,
    preview: mediaUrl(row.preview_key),
    variants: parseVariants(row.variants).map((v) => ({ width: v.width, url: mediaUrl(v.key) })),
  };
}

type DonorRow = { donor_name: string | null; anonymous: number; paid_at: string };

/** Who gave and when, as the public sees it: an anonymous donor's name is never sent (D-165). */
export const toPublicDonor = (row: DonorRow): PublicDonor => ({
  donor_name: row.anonymous ? null : row.donor_name,
  anonymous: row.anonymous === 1,
  paid_at: row.paid_at,
});

/** A recent gift as the public sees it. */
export const toRecentSupporter =
  (currency: Currency) =>
  (row: DonorRow & { amount_minor: number }): RecentSupporter => ({
    ...toPublicDonor(row),
    amount: raisedIn(currency, row.amount_minor),
  });
