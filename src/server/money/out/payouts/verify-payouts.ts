import type { Deps } from '../../../deps.ts';
import { claimVerification, unverifiedPayouts } from '../../../db/repositories/payouts.repository.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { DarajaError } from '../../daraja/daraja-error.ts';
import { payoutUrls } from './callback-urls.ts';

// Every payout a result said was paid is asked about once more by Transaction Status (D-246), so
// reconcile compares what we counted with what M-Pesa says it paid, not with our own records. The
// answer comes to the payout's status URL (payout-callbacks.ts); until it does, it is asked again.

const BATCH = 5;
const AGAIN_SECONDS = 300;

export async function verifyPaidPayouts(deps: Deps) {
  for (const payout of await unverifiedPayouts(deps.db, nowIso(), BATCH)) {
    const id = payout.channel === 'b2c' ? payout.id : payout.daraja_originator_id;
    if (!id || !(await claimVerification(deps.db, payout, isoIn(AGAIN_SECONDS)))) continue;
    const urls = payoutUrls(deps, payout.id);
    try {
      await deps.payments.daraja.transactionStatus(id, { resultUrl: urls.statusUrl, timeoutUrl: urls.timeoutUrl });
    } catch (err) {
      if (!(err instanceof DarajaError)) throw err;
      console.warn(`[payouts] verifying payout ${payout.id} failed: ${err.errorCode}`);
    }
  }
}
