import type { FundraiserStatus } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { FundraiserUpdateItem, FundraiserUpdatesPage } from '#shared/schemas/fundraiser-update.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import { findFundraiserByShortCode, lockFundraiser } from '../../db/repositories/fundraisers.repository.ts';
import * as updates from '../../db/repositories/fundraiser-updates.repository.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Claim } from '../../lib/idempotency.ts';
import { newId } from '../../lib/secrets.ts';
import { fullName } from '../../lib/serializers.ts';
import { nowIso } from '../../lib/time.ts';
import { forgetReview } from '../review.ts';
import { mailUpdateLater } from './update-mail.ts';
import { pageMeta } from '../../lib/page-meta.ts';

/** Updates per fundraiser in any 24 hours: each one e-mails every donor who asked for them. */
export const UPDATES_PER_DAY = 10;
const DAY_SECONDS = 24 * 3600;

/** Live and closed fundraisers have updates to show (a closed one tells donors how it went). */
const OPEN_FOR_UPDATES = ['live', 'closed'] as const satisfies FundraiserStatus[];
export const showsUpdates = (f: Pick<FundraiserRow, 'status'>) =>
  (OPEN_FOR_UPDATES as readonly FundraiserStatus[]).includes(f.status);

/** Owner only (403), on a live or closed fundraiser (409), at most UPDATES_PER_DAY a day (429). */
export async function postUpdate(deps: Deps, shortCode: string, user: UserRow, body: string, claim: Claim) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  if (fundraiser.user_id !== user.id) throw new ApiError(403, MSG.forbidden);
  if (!showsUpdates(fundraiser)) throw new ApiError(409, MSG.updateNotOpen);

  const row = { id: newId(), fundraiser_id: fundraiser.id, author_id: user.id, body, created_at: nowIso() };
  const data: FundraiserUpdateItem = { id: row.id, body, created_at: row.created_at, author_name: fullName(user) };
  const outcome = { status: 201 as const, body: { message: MSG.updatePosted, data } };
  // Counted and inserted under the fundraiser's row lock (D-155): posts sent together take turns,
  // so each counts the ones committed before it and the limit holds on PostgreSQL too. The update
  // and its Idempotency-Key's answer commit together: a retry replays, posts nothing.
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockFundraiser(trx, fundraiser.id, OPEN_FOR_UPDATES))) throw new ApiError(409, MSG.updateNotOpen);
    const since = new Date(Date.now() - DAY_SECONDS * 1000).toISOString();
    if ((await updates.countUpdatesSince(trx, fundraiser.id, since)) >= UPDATES_PER_DAY)
      throw new ApiError(429, MSG.updatesPerDay);
    await updates.insertUpdate(trx, row);
    await claim.complete(trx, outcome);
  });
  // The page drawn from a kept copy shows the update at once.
  forgetReview(fundraiser.short_code);
  const title = (await findDetails(deps.db, fundraiser.id))?.title ?? fundraiser.short_code;
  mailUpdateLater(deps, {
    id: row.id,
    fundraiserId: fundraiser.id,
    shortCode: fundraiser.short_code,
    title,
    organiser: data.author_name,
    body,
  });
  return outcome;
}

/** A page of a fundraiser's updates, newest first. */
export async function updatesPage(
  db: Db,
  fundraiserId: string,
  page: number,
  pageSize: number,
): Promise<FundraiserUpdatesPage> {
  const [rows, total] = await Promise.all([
    updates.listUpdates(db, fundraiserId, pageSize, (page - 1) * pageSize),
    updates.countUpdates(db, fundraiserId),
  ]);
  return {
    data: rows.map((r) => ({ id: r.id, body: r.body, created_at: r.created_at, author_name: fullName(r) })),
    meta: pageMeta(page, pageSize, total, 1),
  };
}

/** The public list: none for a fundraiser that is not live or closed (as if it had no updates page). */
export async function publicUpdates(deps: Deps, shortCode: string, page: number, pageSize: number) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser || !showsUpdates(fundraiser)) return null;
  return updatesPage(deps.db, fundraiser.id, page, pageSize);
}
