import { MSG } from '#shared/messages.ts';
import type { FundraiserStatus } from '#shared/constants.ts';
import type { Decision, ModerationAction, PendingItem } from '#shared/schemas/moderation.schema.ts';
import type { Deps } from '../deps.ts';
import * as cards from '../db/repositories/cards.repository.ts';
import type { Page } from '../db/paging.ts';
import * as decisions from '../db/repositories/moderation-decisions.repository.ts';
import { FUNDRAISER_REPORTS, resolveReports } from '../db/repositories/reports.repository.ts';
import { findDetails } from '../db/repositories/details.repository.ts';
import * as fundraisers from '../db/repositories/fundraisers.repository.ts';
import { findUserById } from '../db/repositories/users.repository.ts';
import { tellUser } from './notifications.ts';
import { ApiError } from '../lib/http-error.ts';
import { toCard } from '../lib/fundraiser-serializers.ts';
import { fullName } from '../lib/serializers.ts';
import { forgetReview, loadReview } from './review.ts';

// Review decisions, shared by the reviewer API and `npm run admin`.

export const listPendingCards = async (deps: Deps) => (await cards.listPending(deps.db)).map(toCard);

/**
 * The reviewers' queue: each card with every detail, all its photos and its organiser. A few
 * queries per fundraiser; the queue is short (a reviewer empties it) and read only by reviewers,
 * so this reuses the public page's reading (what the reviewer approves is what donors will see).
 */
export async function listPendingItems(deps: Deps): Promise<PendingItem[]> {
  const items: PendingItem[] = [];
  for (const row of await cards.listPending(deps.db)) {
    const fundraiser = await fundraisers.findFundraiserByShortCode(deps.db, row.short_code);
    const [review, owner] = await Promise.all([
      loadReview(deps, row.short_code),
      fundraiser ? findUserById(deps.db, fundraiser.user_id) : undefined,
    ]);
    // Decided or deleted between the two reads: it is no longer waiting.
    if (!review || !owner) continue;
    items.push({
      ...toCard(row),
      detail: review.detail,
      images: review.images,
      organiser: {
        id: owner.id,
        full_name: fullName(owner),
        email_address: owner.email_address,
        photo_url: owner.photo_url,
        is_verified: Boolean(owner.is_verified),
        joined_at: owner.created_at,
      },
    });
  }
  return items;
}

/**
 * The fundraiser a reviewer may decide: it exists, it is not theirs (D-150: nobody approves their
 * own appeal; the command line, `reviewerId` null, is the operator's and stays possible), and it is
 * still Pending Review.
 */
async function reviewableOr4xx(deps: Deps, shortCode: string, reviewerId: string | null) {
  const fundraiser = await fundraisers.findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  if (reviewerId !== null && fundraiser.user_id === reviewerId) throw new ApiError(403, MSG.ownFundraiserReview);
  if (fundraiser.status !== 'pending_review') throw new ApiError(409, MSG.notReviewable);
  return fundraiser;
}

const publicLink = (deps: Deps, shortCode: string) => `${deps.env.PUBLIC_URL}/f/${shortCode}`;

/** Changes the status and records the decision in one transaction: no decision goes unrecorded. */
async function decide(
  deps: Deps,
  fundraiserId: string,
  from: FundraiserStatus,
  to: FundraiserStatus,
  decision: { action: ModerationAction; reviewerId: string | null; reason: string | null },
  extra: Parameters<typeof fundraisers.changeStatus>[4] = {},
) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await fundraisers.changeStatus(trx, fundraiserId, from, to, extra))) return false;
    await decisions.recordDecision(trx, { fundraiserId, ...decision });
    // Taken down: whatever the public reported about it has been acted on.
    if (to === 'closed' || to === 'rejected') await resolveReports(trx, FUNDRAISER_REPORTS, fundraiserId, 'actioned');
    return true;
  });
}

export async function approve(deps: Deps, shortCode: string, reviewerId: string | null) {
  const fundraiser = await reviewableOr4xx(deps, shortCode, reviewerId);
  // A fundraiser goes live only with something to show donors.
  if (!(await findDetails(deps.db, fundraiser.id))) throw new ApiError(409, 'This fundraiser has no details yet');
  const done = await decide(
    deps,
    fundraiser.id,
    'pending_review',
    'live',
    { action: 'approve', reviewerId, reason: null },
    { reviewed_by: reviewerId, rejection_reason: null },
  );
  if (!done) throw new ApiError(409, MSG.notReviewable);
  await tellUser(deps, fundraiser.user_id, (t) => ({
    subject: t.fundraiserApproved.subject(),
    lines: t.fundraiserApproved.lines(publicLink(deps, shortCode)),
  }));
}

export async function reject(deps: Deps, shortCode: string, reason: string, reviewerId: string | null) {
  const fundraiser = await reviewableOr4xx(deps, shortCode, reviewerId);
  const done = await decide(
    deps,
    fundraiser.id,
    'pending_review',
    'rejected',
    { action: 'reject', reviewerId, reason },
    { reviewed_by: reviewerId, rejection_reason: reason },
  );
  if (!done) throw new ApiError(409, MSG.notReviewable);
  await tellUser(deps, fundraiser.user_id, (t) => ({
    subject: t.fundraiserRejected.subject(),
    lines: t.fundraiserRejected.lines(reason),
  }));
}

/** A reviewer closes a live fundraiser (it stops taking donations); the owner is told why. */
export async function close(deps: Deps, shortCode: string, reason: string, reviewerId: string) {
  const fundraiser = await fundraisers.findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  const done = await decide(deps, fundraiser.id, 'live', 'closed', { action: 'close', reviewerId, reason });
  if (!done) throw new ApiError(409, MSG.notClosable);
  // Its page is kept briefly in memory while live; drop it so the page says 'closed' at once.
  forgetReview(shortCode);
  await tellUser(deps, fundraiser.user_id, (t) => ({
    subject: t.fundraiserClosed.subject(),
    lines: t.fundraiserClosed.lines(reason),
  }));
}

/** The record of decisions, newest first, a page at a time. */
export async function listDecisions(deps: Deps, page: Page): Promise<{ data: Decision[]; total: number }> {
  const { rows, total } = await decisions.listDecisions(deps.db, page);
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      reason: row.reason,
      created_at: row.created_at,
      fundraiser: { id: row.fundraiser_id, short_code: row.short_code, title: row.title ?? null },
      reviewer:
        row.reviewer_id && row.firstname !== null && row.lastname !== null
          ? { id: row.reviewer_id, full_name: fullName({ firstname: row.firstname, lastname: row.lastname }) }
          : null,
    })),
  };
}
