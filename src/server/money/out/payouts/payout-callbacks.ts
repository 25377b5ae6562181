import type { Deps } from '../../../deps.ts';
import type { PayoutRow } from '../../../db/payouts-table.ts';
import { changePayout, recordVerification } from '../../../db/repositories/payouts.repository.ts';
import { nowIso } from '../../../lib/time.ts';
import { readResult, readStatus, verificationOf } from './read-answer.ts';
import { settlePayout } from './settle-payout.ts';

// What Daraja posts about a payout (D-208). A timeout is not a failure: the payout becomes
// unknown and is asked about at once. A result or a status answer is read and settled; one that
// does not name this payout, or says paid with another amount, is logged and changes nothing.

export async function payoutAnswerArrived(
  deps: Deps,
  payout: PayoutRow,
  kind: 'result' | 'timeout' | 'status',
  body: object,
) {
  if (kind === 'timeout') {
    // The echo of our request carries the SecurityCredential (research §2.4): never logged.
    await changePayout(deps.db, payout.id, ['sending', 'sent'], { status: 'unknown', next_check_at: nowIso() });
    return;
  }
  if (kind === 'status' && payout.status === 'paid') {
    // The check of a payout already counted (D-246): kept for reconcile, changing nothing else.
    const verification = verificationOf(payout, body);
    if (verification) await recordVerification(deps.db, payout.id, verification);
    return;
  }
  const read = kind === 'result' ? readResult(payout, body) : readStatus(payout, body);
  if ('ignored' in read) {
    console.warn(`[payouts] ${kind} for payout ${payout.id} ignored: ${read.ignored}`);
    return;
  }
  await settlePayout(deps, payout, { ...read.answer, from: kind });
}
