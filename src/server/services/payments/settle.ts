import type { Deps } from '../../deps.ts';
import { findFundraiserById } from '../../db/repositories/fundraisers.repository.ts';
import { settleDonation, type Settlement } from '../../db/repositories/donations.repository.ts';
import type { DonationRow } from '../../db/schema.ts';
import { creditSucceeded } from '../money/credit.ts';
import { forgetReview } from '../review.ts';
import { sendReceipt } from './receipt-mail.ts';

/**
 * Records a donation's final answer, once: whichever of the callback, a duplicate of it or a status
 * query comes first wins, and the rest change nothing. A success drops the fundraiser's kept page
 * so its new total shows at once, and e-mails the receipt when the donor left an address.
 */
export async function settle(deps: Deps, donation: DonationRow, settlement: Settlement) {
  // Its code is read first, so the kept page is dropped the moment the payment is recorded.
  const fundraiser = await findFundraiserById(deps.db, donation.fundraiser_id);
  // The success and its credit in the ledger commit together (D-199): a crash leaves neither, and
  // the answer that loses the race to settle credits nothing.
  const settled = await deps.db.transaction().execute(async (trx) => {
    if (!(await settleDonation(trx, donation.id, settlement))) return false;
    if (settlement.status === 'succeeded') await creditSucceeded(trx, deps.env, [{ ...donation, at: settlement.at }]);
    return true;
  });
  if (!settled) return false;
  if (settlement.status !== 'succeeded') return true;
  if (fundraiser) forgetReview(fundraiser.short_code);
  if (donation.email)
    await sendReceipt(deps, donation.id).catch((err: unknown) => console.error('[payments] receipt', err));
  return true;
}
