import type { Deps } from '../../deps.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import { settleDonation, type Settlement } from '../../db/repositories/donations.repository.ts';
import type { DonationRow } from '../../db/schema.ts';
import { afterMoneyMoved } from '../ledger/after-commit.ts';
import { recordSucceededDonation } from './succeeded.ts';

/**
 * Records a donation's final answer, once: whichever of the callback, a duplicate of it, a status
 * query, the paybill's echo or its donor's code comes first wins, and the rest change nothing. A
 * success goes through recordSucceededDonation (D-245): a payment another road counted already is
 * never credited again (the donation is then 'counted_elsewhere'). A credit drops the fundraiser's
 * kept page so its new total shows at once and wakes the sender of its receipts (D-218, D-219).
 */
export async function settle(deps: Deps, donation: DonationRow, settlement: Settlement) {
  // Its code is read first, so the kept page is dropped the moment the payment is recorded.
  const fundraiser = await findFundraiserById(deps.db, donation.fundraiser_id);
  // The success, its credit in the ledger (D-199) and its receipts commit together: a crash leaves
  // none of them, and the answer that loses the race to settle credits and sends nothing.
  const outcome = await deps.db.transaction().execute(async (trx) => {
    if (settlement.status !== 'succeeded')
      return (await settleDonation(trx, donation.id, settlement)) ? 'final' : 'final_already';
    const recorded = await recordSucceededDonation(trx, deps, {
      road: 'stk',
      donation,
      receipt: settlement.mpesaReceipt,
      resultCode: settlement.resultCode,
      resultDesc: settlement.resultDesc,
      checkoutRequestId: settlement.checkoutRequestId,
      at: settlement.at,
    });
    return recorded.outcome;
  });
  if (outcome === 'final_already') return false;
  if (outcome === 'credited') afterMoneyMoved(deps, fundraiser?.short_code);
  return true;
}
