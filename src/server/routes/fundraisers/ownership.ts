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

/**
 * Every write to a fundraiser goes through here: it must exist (404), belong to the user (403)
 * and still be open for editing, which it is until a reviewer has looked at it (409).
 */
export async function findEditableFundraiser(deps: Deps, id: string, user: UserRow) {
  const fundraiser = await fundraisers.findFundraiserById(deps.db, id);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound, { fundraiser: [MSG.fundraiserNotFound] });
  if (fundraiser.user_id !== user.id) throw new ApiError(403, MSG.forbidden);
  if (fundraiser.status !== 'pending_review') throw new ApiError(409, MSG.fundraiserLocked);
  return fundraiser;
}
