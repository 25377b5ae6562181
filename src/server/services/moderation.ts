import { MSG } from '#shared/messages.ts';
import type { PendingItem } from '#shared/schemas/moderation.schema.ts';
import type { Deps } from '../deps.ts';
import * as cards from '../db/repositories/cards.repository.ts';
import { findDetails } from '../db/repositories/details.repository.ts';
import * as fundraisers from '../db/repositories/fundraisers.repository.ts';
import { findUserById } from '../db/repositories/users.repository.ts';
import { ApiError } from '../lib/http-error.ts';
import { toCard } from '../lib/fundraiser-serializers.ts';
import { fullName } from '../lib/serializers.ts';
import { loadReview } from './review.ts';

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

async function pendingOr409(deps: Deps, shortCode: string) {
  const fundraiser = await fundraisers.findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  if (fundraiser.status !== 'pending_review') throw new ApiError(409, MSG.notReviewable);
  return fundraiser;
}

async function tellOwner(deps: Deps, userId: string, subject: string, lines: string[]) {
  const owner = await findUserById(deps.db, userId);
  if (owner)
    await deps.mailer.send({
      to: owner.email_address,
      subject,
      text: [`Hello ${owner.firstname},`, '', ...lines].join('\n'),
    });
}

const publicLink = (deps: Deps, shortCode: string) => `${deps.env.PUBLIC_URL}/f/${shortCode}`;

export async function approve(deps: Deps, shortCode: string, reviewerId: string | null) {
  const fundraiser = await pendingOr409(deps, shortCode);
  // A fundraiser goes live only with something to show donors.
  if (!(await findDetails(deps.db, fundraiser.id))) throw new ApiError(409, 'This fundraiser has no details yet');
  if (
    !(await fundraisers.changeStatus(deps.db, fundraiser.id, 'pending_review', 'live', {
      reviewed_by: reviewerId,
      rejection_reason: null,
    }))
  ) {
    throw new ApiError(409, MSG.notReviewable);
  }
  await tellOwner(deps, fundraiser.user_id, 'Your Harambee fundraiser is live', [
    'Good news: your fundraiser was approved and is now live. Share it with your people:',
    publicLink(deps, shortCode),
  ]);
}

export async function reject(deps: Deps, shortCode: string, reason: string, reviewerId: string | null) {
  const fundraiser = await pendingOr409(deps, shortCode);
  if (
    !(await fundraisers.changeStatus(deps.db, fundraiser.id, 'pending_review', 'rejected', {
      reviewed_by: reviewerId,
      rejection_reason: reason,
    }))
  ) {
    throw new ApiError(409, MSG.notReviewable);
  }
  await tellOwner(deps, fundraiser.user_id, 'Your Harambee fundraiser was not approved', [
    'Our reviewers could not approve your fundraiser, for this reason:',
    reason,
    '',
    'Reply to this e-mail if you have questions.',
  ]);
}
