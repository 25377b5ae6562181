import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Currency, FundraiserStatus } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { donationTotals, recentDonations } from '../../db/repositories/donations.repository.ts';
import { listImages } from '../../db/repositories/images.repository.ts';
import { findReviewBundle } from '../../db/repositories/review.repository.ts';
import { toImage } from '../../lib/fundraiser-serializers.ts';
import { ApiError } from '../../lib/http-error.ts';
import { fullName, toMajor } from '../../lib/serializers.ts';
import { timeAgo } from '../../lib/time.ts';
import * as routes from './review.routes.ts';

export async function loadReview(deps: Deps, shortCode: string): Promise<Review | null> {
  const f = await findReviewBundle(deps.db, shortCode);
  if (!f) return null;
  const [images, totals, recent] = await Promise.all([
    listImages(deps.db, f.id),
    donationTotals(deps.db, f.id),
    recentDonations(deps.db, f.id),
  ]);
  return {
    fundraiser: {
      id: f.id,
      short_code: f.short_code,
      status: f.status as FundraiserStatus,
      currency: f.currency as Currency,
      created_at: f.created_at,
      fundraising_category: { name: f.category_name, slug: f.category_slug },
      user: { full_name: fullName(f), photo_url: f.photo_url },
    },
    detail: f.details_id
      ? {
          fundraiser_title: f.title!,
          fundraiser_details: f.details!,
          fundraiser_goal: toMajor(f.goal_minor!),
          raised_amount: toMajor(totals.raisedMinor),
          supporters_count: totals.supporters,
          mission: f.mission,
          website: f.website,
          social_media: f.social_media,
          organisation_name: f.organisation_name,
          registration_number: f.registration_number,
          startup_name: f.startup_name,
          business_description: f.business_description,
          location: f.location,
          industry_name: f.industry_name,
          team_size_name: f.team_size_name,
          stage_name: f.stage_name,
        }
      : null,
    images: images.map(toImage),
    recent_transactions: recent.map((d) => ({
      donor_name: d.donor_name,
      amount: toMajor(d.amount_minor),
      time_ago: timeAgo(d.created_at),
    })),
  };
}

export function mountReview(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(routes.review, async (c) => {
    const review = await loadReview(deps, c.req.valid('param').short_code);
    if (!review) throw new ApiError(404, MSG.fundraiserNotFound);
    // Raised amounts move; a short shared cache still spares the server a burst of WhatsApp clicks.
    c.header('Cache-Control', review.fundraiser.status === 'live' ? 'public, max-age=15' : 'no-cache');
    return c.json({ data: review }, 200);
  });
}
