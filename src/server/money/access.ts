import { MSG } from '#shared/messages.ts';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { FundraiserRow, UserRow } from '../db/schema.ts';
import { ApiError } from '../lib/http-error.ts';
import { isTreasurer } from './out/treasurers.ts';
import { findByShortCodeOr404 } from '../routes/fundraisers/ownership.ts';

/** Who may see a fundraiser's money and withdrawals (D-199): its owner, reviewers and active treasurers (D-205). */
export const seesMoney = async (db: Db, fundraiser: FundraiserRow, user: UserRow) =>
  fundraiser.user_id === user.id || user.role === 'reviewer' || (await isTreasurer(db, fundraiser.id, user.id));

/** The fundraiser by its short code, for someone who may see its money (404, else 403). */
export async function moneyFundraiserOr4xx(deps: Deps, shortCode: string, user: UserRow) {
  const fundraiser = await findByShortCodeOr404(deps, shortCode);
  if (!(await seesMoney(deps.db, fundraiser, user))) throw new ApiError(403, MSG.forbidden);
  return fundraiser;
}
