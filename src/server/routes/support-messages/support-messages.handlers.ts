import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { forgetReview } from '../../services/review.ts';
import * as words from '../../services/support-messages.ts';
import { findByShortCodeOr404 } from '../fundraisers/ownership.ts';
import type * as R from './support-messages.routes.ts';

/** Only the fundraiser's owner sees hidden words and hides them (403 for anyone else, reviewers too). */
async function ownFundraiser(deps: Deps, shortCode: string, user: UserRow) {
  const fundraiser = await findByShortCodeOr404(deps, shortCode);
  if (fundraiser.user_id !== user.id) throw new ApiError(403, MSG.forbidden);
  return fundraiser;
}

export const list =
  (deps: Deps): Handler<typeof R.list> =>
  async (c) => {
    const fundraiser = await findByShortCodeOr404(deps, c.req.valid('param').short_code);
    const { page, page_size } = c.req.valid('query');
    // Words just hidden vanish at once, for everyone.
    c.header('Cache-Control', 'no-cache');
    return c.json(await words.publicSupportMessages(deps.db, fundraiser.id, page, page_size), 200);
  };

export const ownerList =
  (deps: Deps): Handler<typeof R.ownerList> =>
  async (c) => {
    const fundraiser = await ownFundraiser(deps, c.req.valid('param').short_code, c.get('user'));
    const { page, page_size } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await words.ownerSupportMessages(deps.db, fundraiser.id, page, page_size), 200);
  };

export const setVisibility =
  (deps: Deps): Handler<typeof R.setVisibility> =>
  async (c) => {
    const { short_code, reference } = c.req.valid('param');
    const fundraiser = await ownFundraiser(deps, short_code, c.get('user'));
    const { hidden } = c.req.valid('json');
    const changed = await words.setSupportMessageHidden(deps, fundraiser, reference, hidden);
    // The page drawn from a kept copy must not show hidden words a moment longer.
    forgetReview(fundraiser.short_code);
    return c.json(changed, 200);
  };
