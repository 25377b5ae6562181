import type { Insertable } from 'kysely';
import type { Currency } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { editLiveDetails } from '../../db/repositories/live-edits.repository.ts';
import type { Db } from '../../db/client.ts';
import type { DetailsRow, FundraiserDetailsTable, FundraiserRow } from '../../db/schema.ts';
import { recordDecision } from '../../db/repositories/moderation-decisions.repository.ts';
import { giftsToReturn } from '../../db/repositories/refunds.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { fullName } from '../../lib/serializers.ts';
import { mailReviewers } from '../../money/out/mail-reviewers.ts';
import { openPurposeWindow } from '../../money/out/refunds/purpose-change.ts';
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
  const outcome = await editLiveDetails(
    deps.db,
    values,
    (raisedKesMinor) => toMinor(raisedIn(fundraiser.currency, raisedKesMinor)),
    (trx, before, after) => beneficiaryChanged(trx, deps, fundraiser, before, after),
  );
  // Closed (or rejected) between the look-up and the transaction.
  if (outcome.kind === 'locked') throw new ApiError(409, MSG.fundraiserLocked);
  if (outcome.kind === 'below-raised') throw fieldError('fundraiser_goal', MSG.goalBelowRaised);
  forgetReview(fundraiser.short_code);
  return outcome;
}

/** Who the money is for, as the details name it: a person and how they are related, an organisation, a startup. */
const beneficiaryOf = (row: DetailsRow) =>
  [row.beneficiary_name, row.beneficiary_relationship, row.organisation_name, row.startup_name].join('|');

/**
 * The owner changed who a live fundraiser's money is for (D-262): its donors may have their gifts
 * back at once for 7 days and new withdrawals wait, as after a reviewer's mark; reviewers are told
 * to look. In the edit's transaction, so the change and the window commit together.
 */
async function beneficiaryChanged(
  trx: Db,
  deps: Deps,
  fundraiser: FundraiserRow,
  before: DetailsRow | undefined,
  after: DetailsRow,
) {
  if (!before || beneficiaryOf(before) === beneficiaryOf(after)) return;
  if ((await giftsToReturn(trx, fundraiser.id)).length === 0) return;
  const owner = await findUserById(trx, fundraiser.user_id);
  const now = after.beneficiary_name ?? after.organisation_name ?? after.startup_name ?? (owner ? fullName(owner) : '');
  const opened = await openPurposeWindow(trx, deps, fundraiser, after.title, now);
  if (!opened) return;
  const reason = `The organiser changed who the money is for: now ${now}`;
  await recordDecision(trx, { fundraiserId: fundraiser.id, action: 'purpose_change', reviewerId: null, reason });
  await mailReviewers(
    trx,
    `Fundraiser ${fundraiser.short_code} changed who its money is for`,
    `${reason}. Its ${opened.donors} donors may have their gifts back until ${opened.until}; new withdrawals wait until then. Take it down if it is not genuine.`,
  );
}
