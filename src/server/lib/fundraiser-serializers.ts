import { percentRaised } from '#shared/money.ts';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import type { Currency } from '#shared/constants.ts';
import type { PublicDonor } from '#shared/schemas/public-donor.schema.ts';
import type { RecentSupporter } from '#shared/schemas/review.schema.ts';
import type { CardRow } from '../db/repositories/cards.repository.ts';
import { raisedIn } from './fx.ts';
import { cardImage } from './photo-serializers.ts';
import { fullName } from './serializers.ts';
import { fromMinor } from '#shared/kes.ts';

export function toCard(row: CardRow): FundraiserCard {
  const goal = fromMinor(row.goal_minor ?? 0);
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
    beneficiary_name: row.beneficiary_name ?? null,
    organizer: fullName(row),
    created_at: row.created_at,
    rejection_reason: row.rejection_reason,
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
