import { MSG } from '#shared/messages.ts';
import { REFUND_MSG, REFUNDS } from '#shared/schemas/refund.schema.ts';
import { formatKesDigits } from '#shared/kes.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import { changedOne } from '../../../db/compare-and-swap.ts';
import { findDetails } from '../../../db/repositories/details.repository.ts';
import { findFundraiserByShortCode } from '../../../db/repositories/fundraisers.repository.ts';
import { recordDecision } from '../../../db/repositories/moderation-decisions.repository.ts';
import { giftsToReturn } from '../../../db/repositories/refunds.repository.ts';
import type { FundraiserRow } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/http-error.ts';
import { nowIso } from '../../../lib/time.ts';
import { smsLink } from '../../../services/sms/sms-words.ts';
import { afterMoneyMoved } from '../../ledger/after-commit.ts';
import { lockHeld } from '../../ledger/ledger.ts';
import { receiptUrl } from '../../receipt-link.ts';
import { tellDonor } from './queue-refund.ts';
import { refuseWithdrawals, unsentWithdrawals } from './take-down.ts';

// A reviewer marks a live fundraiser's purpose as changed (D-262): for REFUNDS.purposeWindowDays
// every donor who gave before may have their gift back at once (as within its first day), and is
// told so by SMS and e-mail in their language with their receipt's link; its withdrawals not yet
// sent are refused and new ones wait until the window closes, so the money they may ask back stays.

const DAY_MS = 86_400_000;

export async function changePurpose(deps: Deps, shortCode: string, reason: string, reviewerId: string) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  if (fundraiser.user_id === reviewerId) throw new ApiError(403, MSG.ownFundraiserReview);
  const title = (await findDetails(deps.db, fundraiser.id))?.title ?? shortCode;
  const done = await deps.db.transaction().execute(async (trx) => {
    await lockHeld(trx, fundraiser.id);
    const unsent = await unsentWithdrawals(trx, fundraiser.id);
    const opened = await openPurposeWindow(trx, deps, fundraiser, title, reason);
    if (!opened) throw new ApiError(409, REFUND_MSG.purposeNotLive);
    await recordDecision(trx, { fundraiserId: fundraiser.id, action: 'purpose_change', reviewerId, reason });
    await refuseWithdrawals(trx, unsent, REFUND_MSG.purposeWindow, reviewerId);
    return { ...opened, withdrawals_refused: unsent.length };
  });
  afterMoneyMoved(deps, shortCode);
  return done;
}

/**
 * Opens the window in the caller's transaction (a reviewer's mark, or the owner's change of who the
 * money is for): the dates on the fundraiser, and every donor who may ask told. Null when the
 * fundraiser is not live.
 */
export async function openPurposeWindow(
  trx: Db,
  deps: Pick<Deps, 'env'>,
  fundraiser: FundraiserRow,
  title: string,
  reason: string,
) {
  const until = new Date(Date.now() + REFUNDS.purposeWindowDays * DAY_MS).toISOString();
  if (!(await markPurposeChanged(trx, fundraiser, until))) return null;
  const gifts = await giftsToReturn(trx, fundraiser.id);
  for (const gift of gifts)
    await tellDonor(
      trx,
      deps.env,
      gift,
      'purpose',
      {
        kes: formatKesDigits(gift.amount_minor),
        title,
        link: smsLink(receiptUrl(deps.env.PUBLIC_URL, gift.id)),
        until: receiptDate(until),
      },
      reason,
    );
  return { until, donors: gifts.length };
}

const markPurposeChanged = (trx: Db, fundraiser: FundraiserRow, until: string) =>
  changedOne(
    trx
      .updateTable('fundraisers')
      .set({ purpose_changed_at: nowIso(), purpose_window_until: until, updated_at: nowIso() })
      .where('id', '=', fundraiser.id)
      .where('status', '=', 'live'),
  );
