import { API } from '#shared/api-paths.ts';
import { DONATION } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { deleteDonation, updateDonation } from '../../db/repositories/donations.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { phoneBusy } from './phone-busy.ts';
import { DarajaError } from '../daraja/daraja-error.ts';
import { fromMinor } from '#shared/kes.ts';

// What the donor's M-Pesa SMS and statement say: at most 13 characters (Daraja's documented
// limit for TransactionDesc), and never a name.
const DESCRIPTION = 'Harambee gift';

/**
 * Asks Daraja to prompt the donor's phone for a pending donation row. The row was written first,
 * so a payment Daraja takes always has one. Daraja refusing outright (it never sent a prompt)
 * removes the row: nothing happened and the same Idempotency-Key may try again. No answer at all
 * (a timeout) keeps it pending: the prompt may be on the phone, and the callback (it finds the row
 * by its token) or the status job settles it.
 */
export async function pushFor(
  deps: Deps,
  row: { id: string; reference: string; phone: string; amount_minor: number },
  shortCode: string,
  token: string,
) {
  try {
    const answer = await deps.payments.daraja.stkPush({
      phone: row.phone,
      amount: fromMinor(row.amount_minor),
      // AccountReference is printed in the donor's SMS: the short code, never a name.
      accountReference: shortCode,
      description: DESCRIPTION,
      callbackUrl: `${deps.payments.callbackOrigin}/api${API.mpesaCallback(token)}`,
    });
    await updateDonation(deps.db, row.id, {
      checkout_request_id: answer.CheckoutRequestID,
      merchant_request_id: answer.MerchantRequestID,
    });
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    if (err.maybeSent) {
      console.error(`[payments] no answer to the push of donation ${row.reference}: ${err.errorCode}`);
      return;
    }
    await deleteDonation(deps.db, row.id);
    throw refusal(err, row.reference);
  }
}

function refusal(err: DarajaError, donationReference: string) {
  if (err.subscriberLocked) return phoneBusy(DONATION.repushSeconds);
  if (/PhoneNumber|PartyA/i.test(err.errorMessage))
    return new ApiError(400, MSG.phoneInvalid, { phone: [MSG.phoneInvalid] });
  // Our credentials, our callback URL, Daraja down: nothing the donor can fix, so it is logged.
  console.error(
    `[payments] push refused for donation ${donationReference}: ${err.status} ${err.errorCode} ${err.errorMessage}`,
  );
  return new ApiError(503, MSG.mpesaUnavailable);
}
