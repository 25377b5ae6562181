import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-error.ts';
import { findByShortCodeOr404 } from '../fundraisers/ownership.ts';

/** Who may see a fundraiser's money and withdrawals (D-199): its owner and reviewers. */
export const seesMoney = (fundraiser: FundraiserRow, user: UserRow) =>
  fundraiser.user_id === user.id || user.role === 'reviewer';

/** The fundraiser by its short code, for someone who may see its money (404, else 403). */
export async function moneyFundraiserOr4xx(deps: Deps, shortCode: string, user: UserRow) {
  const fundraiser = await findByShortCodeOr404(deps, shortCode);
  if (!seesMoney(fundraiser, user)) throw new ApiError(403, MSG.forbidden);
  return fundraiser;
}
