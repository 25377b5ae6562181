import type { FundraiserStatus } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import * as fundraisers from '../../db/repositories/fundraisers.repository.ts';
import { ApiError } from '../../lib/http-error.ts';

export async function findByShortCodeOr404(deps: Deps, shortCode: string) {
  const fundraiser = await fundraisers.findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  return fundraiser;
}

/** What may change in which status: everything while Pending Review; story, goal and added photos while live (D-175). */
export const OPEN_FOR_EDITS: readonly FundraiserStatus[] = ['pending_review', 'live'];

/**
 * Every write to a fundraiser goes through here: it must exist (404), belong to the user (403)
 * and still be open for this write (409): by default only until a reviewer has looked at it;
 * `statuses` widens that for the writes a live fundraiser allows (OPEN_FOR_EDITS).
 */
export async function findEditableFundraiser(
  deps: Deps,
  id: string,
  user: UserRow,
  statuses: readonly FundraiserStatus[] = ['pending_review'],
) {
  const fundraiser = await fundraisers.findFundraiserById(deps.db, id);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound, { fundraiser: [MSG.fundraiserNotFound] });
  if (fundraiser.user_id !== user.id) throw new ApiError(403, MSG.forbidden);
  if (!statuses.includes(fundraiser.status)) throw new ApiError(409, MSG.fundraiserLocked);
  return fundraiser;
}
