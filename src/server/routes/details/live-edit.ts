import type { Insertable } from 'kysely';
import type { Currency } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { editLiveDetails } from '../../db/repositories/live-edits.repository.ts';
import type { FundraiserDetailsTable, FundraiserRow } from '../../db/schema.ts';
import { raisedIn } from '../../lib/fx.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { forgetReview } from '../../services/review.ts';
import { toMinor } from '#shared/kes.ts';

/**
 * The details call on a live fundraiser (D-175, D-176): the owner may correct the title and the
 * story and move the goal, never below what has been raised; the currency stays the one donors
 * gave in. A change dates the public page ('Updated …'), so what donors were shown stays honest.
 */
export async function saveLiveEdit(
  deps: Deps,
  fundraiser: FundraiserRow,
  values: Insertable<FundraiserDetailsTable>,
  currency: Currency,
) {
  if (currency !== fundraiser.currency) throw fieldError('currency', MSG.currencyLocked);
  const outcome = await editLiveDetails(deps.db, values, (raisedKesMinor) =>
    toMinor(raisedIn(fundraiser.currency, raisedKesMinor)),
  );
  // Closed (or rejected) between the look-up and the transaction.
  if (outcome.kind === 'locked') throw new ApiError(409, MSG.fundraiserLocked);
  if (outcome.kind === 'below-raised') throw fieldError('fundraiser_goal', MSG.goalBelowRaised);
  forgetReview(fundraiser.short_code);
  return outcome;
}
