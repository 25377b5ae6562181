import type { Review } from '#shared/schemas/review.schema.ts';
import type { Deps } from '../deps.ts';
import { recentDonations } from '../db/repositories/donations.repository.ts';
import { fundraiserTotals } from '../money/ledger/ledger.ts';
import { listImages } from '../db/repositories/images.repository.ts';
import { FUNDRAISER_PHOTOS } from '../db/repositories/photo-slots.repository.ts';
import { findReviewBundle } from '../db/repositories/review.repository.ts';
import { activeTreasurerIds } from '../db/repositories/treasurers.repository.ts';
import { toRecentSupporter } from '../lib/fundraiser-serializers.ts';
import { toPhoto } from '../lib/photo-serializers.ts';
import { raisedIn } from '../lib/fx.ts';
import { fullName } from '../lib/serializers.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { firstSupportMessages } from './support-messages.ts';
import { paidWithdrawalsOf } from '../money/out/paid-withdrawals.ts';
import { pledgesOnPage } from '../money/pledges/public.ts';
import { inPersonSupportersOf } from '../money/cash-book/in-person.ts';
import { refundTotals } from '../db/repositories/refunds.repository.ts';
import { fromMinor } from '#shared/kes.ts';
import { identityApproved } from '../db/repositories/identity.repository.ts';

// What a fundraiser's page shows (the review API and the server-drawn /f/ page), read by one query
// for the fundraiser and then its parts side by side. A shared link is opened by many people at once, so a live fundraiser's review is kept
// for two seconds in this process: far within the 15 s the API already lets shared caches keep
// it (review.index.ts). Only live ones, which nothing but a close (forgetReview), a donation, a
// pledge, a cash entry or a treasurer joining or leaving changes; pending fundraisers change under
// their owner's hands and are always read afresh.
const LIVE_SECONDS = 2;
const live = createTtlCache<ReadReview>({ ttlMs: LIVE_SECONDS * 1000, max: 1000 });

/** The review and when it was read from the database (what a saved copy is dated by). */
export interface ReadReview {
  review: Review;
  readAt: string;
}

// When each fundraiser's copy was last dropped: a read that began before then may hold what the
// write changed, so it is answered but not kept (a donation's page read while its payment settled
// would otherwise keep the old total for two seconds). Kept far longer than any read takes.
const forgotten = createTtlCache<number>({ ttlMs: 60_000, max: 1000 });

/** Drops the kept copy after a write that changes what the page shows. */
export function forgetReview(shortCode: string) {
  live.delete(shortCode);
  forgotten.set(shortCode, Date.now());
}

// Reads in progress: a burst of requests for a page whose copy just expired makes one read, not
// one each. A read that began before the last write is not joined (it may miss that write).
const reading = new Map<string, { started: number; read: Promise<ReadReview | null> }>();

export async function loadReviewWithTime(deps: Deps, shortCode: string): Promise<ReadReview | null> {
  const kept = live.get(shortCode);
  if (kept) return kept;
  const flying = reading.get(shortCode);
  if (flying && (forgotten.get(shortCode) ?? -1) < flying.started) return flying.read;
  const started = Date.now();
  const read = readAndKeep(deps, shortCode, started).finally(() => {
    if (reading.get(shortCode)?.read === read) reading.delete(shortCode);
  });
  reading.set(shortCode, { started, read });
  return read;
}

async function readAndKeep(deps: Deps, shortCode: string, started: number): Promise<ReadReview | null> {
  const readAt = new Date(started).toISOString();
  const review = await readReview(deps, shortCode, readAt);
  if (!review) return null;
  const read = { review, readAt };
  const stale = (forgotten.get(shortCode) ?? -1) >= started;
  if (review.fundraiser.status === 'live' && !stale) live.set(shortCode, read);
  return read;
}

export const loadReview = async (deps: Deps, shortCode: string) =>
  (await loadReviewWithTime(deps, shortCode))?.review ?? null;

async function readReview(deps: Deps, shortCode: string, readAt: string): Promise<Review | null> {
  const f = await findReviewBundle(deps.db, shortCode);
  if (!f) return null;
  const [images, totals, recent, words, treasurers, withdrawals, inPerson, pledged, returned, checked] =
    await Promise.all([
      listImages(deps.db, FUNDRAISER_PHOTOS, f.id),
      fundraiserTotals(deps.db, f.id),
      recentDonations(deps.db, f.id),
      firstSupportMessages(deps.db, f.id),
      activeTreasurerIds(deps.db, f.id),
      paidWithdrawalsOf(deps.db, f.id),
      inPersonSupportersOf(deps.db, f.id),
      pledgesOnPage(deps.db, f.id, f.currency),
      f.taken_down_at ? refundTotals(deps.db, f.id) : null,
      identityApproved(deps.db, f.user_id),
    ]);
  return {
    fundraiser: {
      id: f.id,
      short_code: f.short_code,
      account_number: f.account_number,
      status: f.status,
      currency: f.currency,
      created_at: f.created_at,
      edited_at: f.edited_at,
      fundraising_category: { name: f.category_name, slug: f.category_slug },
      user: { full_name: fullName(f), photo_url: f.photo_url },
      treasurers_count: treasurers.length,
      organiser_checked: checked,
      taken_down:
        f.taken_down_at && returned
          ? { at: f.taken_down_at, refunds: returned.count, refunded_amount: raisedIn(f.currency, returned.totalMinor) }
          : null,
    },
    detail: f.details_id
      ? {
          fundraiser_title: f.title!,
          fundraiser_details: f.details!,
          fundraiser_goal: fromMinor(f.goal_minor!),
          raised_amount: raisedIn(f.currency, totals.raisedMinor),
          supporters_count: totals.supporters,
          // Promised, not yet paid (D-231): beside raised_amount, never in it.
          pledged_amount: pledged.pledgedAmount,
          // Raised and supporters include confirmed cash; this says how much of it (D-238).
          cash_amount: raisedIn(f.currency, totals.cashMinor),
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
          beneficiary_name: f.beneficiary_name,
          beneficiary_relationship: f.beneficiary_relationship,
        }
      : null,
    images: images.map(toPhoto),
    recent_transactions: recent.map(toRecentSupporter(f.currency)),
    support_messages: words,
    paid_withdrawals: withdrawals,
    pledges: pledged.pledges,
    in_person_supporters: inPerson,
    paybill: deps.env.DARAJA_SHORTCODE,
    read_at: readAt,
  };
}
