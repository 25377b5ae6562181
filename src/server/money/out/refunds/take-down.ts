import { MSG } from '#shared/messages.ts';
import { REFUND_MSG } from '#shared/schemas/refund.schema.ts';
import { REFUSABLE_STATUSES } from '#shared/schemas/withdrawal.schema.ts';
import { formatKesDigits } from '#shared/kes.ts';
import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import { findDetails } from '../../../db/repositories/details.repository.ts';
import { findFundraiserByShortCode } from '../../../db/repositories/fundraisers.repository.ts';
import { recordDecision } from '../../../db/repositories/moderation-decisions.repository.ts';
import { queueMail } from '../../../db/repositories/outbox.repository.ts';
import { releaseOpenPledgesOf } from '../../../db/repositories/pledges.repository.ts';
import { giftsToReturn } from '../../../db/repositories/refunds.repository.ts';
import { FUNDRAISER_REPORTS, resolveReports } from '../../../db/repositories/reports.repository.ts';
import { findUserById } from '../../../db/repositories/users.repository.ts';
import { listWithdrawalsOf, markRejected } from '../../../db/repositories/withdrawals.repository.ts';
import { changedOne } from '../../../db/compare-and-swap.ts';
import type { FundraiserRow } from '../../../db/schema.ts';
import type { WithdrawalRow } from '../../../db/withdrawals-table.ts';
import { ApiError } from '../../../lib/http-error.ts';
import { nowIso } from '../../../lib/time.ts';
import { afterMoneyMoved } from '../../ledger/after-commit.ts';
import { closeWithdrawal, lockHeld } from '../../ledger/ledger.ts';
import { queueRefund } from './queue-refund.ts';
import { refundShares } from './refund-plan.ts';
import { refundTexts } from './refund-texts.ts';

// A reviewer takes a fundraiser down (fraud, a mistake) and its money goes back (D-256), in one
// transaction under the fundraiser's balance lock: it closes (no more gifts), its withdrawals not
// yet sent are refused and what they held is released, its open pledges are released (no more
// reminders), and every succeeded gift gets its share of what it still holds: the whole gift when
// nothing was withdrawn, else in proportion. The refunds worker sends them after the commit.

export async function takeDown(deps: Deps, shortCode: string, reason: string, reviewerId: string) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  if (fundraiser.user_id === reviewerId) throw new ApiError(403, MSG.ownFundraiserReview);
  const title = (await findDetails(deps.db, fundraiser.id))?.title ?? shortCode;
  const done = await deps.db.transaction().execute(async (trx) => {
    const held = await lockHeld(trx, fundraiser.id);
    const unsent = await unsentWithdrawals(trx, fundraiser.id);
    if (!(await markTakenDown(trx, fundraiser))) throw new ApiError(409, REFUND_MSG.notTakeDownable);
    await recordDecision(trx, { fundraiserId: fundraiser.id, action: 'take_down', reviewerId, reason });
    await resolveReports(trx, FUNDRAISER_REPORTS, fundraiser.id, 'actioned');
    const released = await refuseWithdrawals(trx, unsent, reason, reviewerId);
    await releaseOpenPledgesOf(trx, fundraiser.id, nowIso());
    const gifts = await giftsToReturn(trx, fundraiser.id);
    const shares = refundShares(
      gifts.map((d) => ({ id: d.id, amountMinor: Number(d.amount_minor) })),
      held + released,
    );
    let total = 0;
    for (const donation of gifts) {
      const shareMinor = shares.get(donation.id);
      if (!shareMinor) continue;
      await queueRefund(trx, deps, {
        donation,
        shareMinor,
        cause: 'take_down',
        fundraiser: { short_code: shortCode, title },
      });
      total += shareMinor;
    }
    await tellOwner(trx, fundraiser, reason, shares.size, total);
    return { refunds: shares.size, total };
  });
  afterMoneyMoved(deps, shortCode);
  return done;
}

/**
 * A fundraiser's withdrawals not yet sent, for a reviewer who stops its money (a take-down, a change
 * of purpose): never from under M-Pesa, so a part at M-Pesa now must end first (409), paid or not.
 */
export async function unsentWithdrawals(trx: Db, fundraiserId: string) {
  const withdrawals = await listWithdrawalsOf(trx, fundraiserId);
  if (withdrawals.some((w) => w.status === 'submitted')) throw new ApiError(409, REFUND_MSG.payoutInFlight);
  return withdrawals.filter((w) => (REFUSABLE_STATUSES as readonly string[]).includes(w.status));
}

/** Refuses them with the reviewer's reason and gives back what they held; returns how much. */
export async function refuseWithdrawals(trx: Db, unsent: WithdrawalRow[], reason: string, reviewerId: string) {
  let released = 0;
  for (const w of unsent)
    if (await markRejected(trx, w.id, reason, { userId: reviewerId, as: 'reviewer' }))
      released += await closeWithdrawal(trx, w);
  return released;
}

const markTakenDown = (trx: Db, fundraiser: FundraiserRow) =>
  changedOne(
    trx
      .updateTable('fundraisers')
      .set({ status: 'closed', taken_down_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', fundraiser.id)
      .where('status', 'in', ['live', 'closed'])
      .where('taken_down_at', 'is', null),
  );

/** The owner hears why and what goes back, in their language, whatever their e-mail settings. */
async function tellOwner(trx: Db, fundraiser: FundraiserRow, reason: string, count: number, totalMinor: number) {
  const owner = await findUserById(trx, fundraiser.user_id);
  if (!owner) return;
  const texts = refundTexts(owner.language).owner;
  await queueMail(trx, {
    to: owner.email_address,
    subject: texts.subject(),
    text: texts.lines(reason, count, formatKesDigits(totalMinor)).join('\n'),
  });
}
