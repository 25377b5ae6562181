import type { Deps } from '../../deps.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import { settleDonation, type Settlement } from '../../db/repositories/donations.repository.ts';
import type { DonationRow } from '../../db/schema.ts';
import { creditDonation } from '../ledger/ledger.ts';
import { forgetReview } from '../../services/review.ts';
import { linkSucceeded } from '../pledges/link.ts';
import { queueReceipts } from './receipt-mail.ts';

/**
 * Records a donation's final answer, once: whichever of the callback, a duplicate of it or a status
 * query comes first wins, and the rest change nothing. A success drops the fundraiser's kept page
 * so its new total shows at once; its receipts (SMS, and e-mail when the donor left an address)
 * are written with it and sent by the outbox workers (D-218, D-219).
 */
export async function settle(deps: Deps, donation: DonationRow, settlement: Settlement) {
  // Its code is read first, so the kept page is dropped the moment the payment is recorded.
  const fundraiser = await findFundraiserById(deps.db, donation.fundraiser_id);
  // The success, its credit in the ledger (D-199) and its receipts commit together: a crash leaves
  // none of them, and the answer that loses the race to settle credits and sends nothing.
  const settled = await deps.db.transaction().execute(async (trx) => {
    if (!(await settleDonation(trx, donation.id, settlement))) return false;
    if (settlement.status !== 'succeeded') return true;
    // Toward its pledge, if it has one (D-232): counted in the same transaction as the money.
    await linkSucceeded(trx, donation);
    await queueReceipts(trx, deps.env, donation.id);
    // The credit last: it locks the fundraiser's balance row, which every gift to it waits for,
    // so it is held only until the commit (D-242).
    await creditDonation(trx, deps.env, [{ ...donation, at: settlement.at }]);
    return true;
  });
  if (!settled) return false;
  if (settlement.status !== 'succeeded') return true;
  if (fundraiser) forgetReview(fundraiser.short_code);
  deps.sms.wake();
  return true;
}
