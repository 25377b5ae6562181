import type { Deps } from '../../../deps.ts';
import type { RefundRow } from '../../../db/refunds-table.ts';
import { changeRefund } from '../../../db/repositories/refunds.repository.ts';
import { nowIso } from '../../../lib/time.ts';
import { readRefundAnswer } from './read-refund-answer.ts';
import { settleRefund } from './settle-refund.ts';

// What Daraja posts about a refund (D-256), as about a payout (D-208): a timeout makes it unknown and
// asked about at once; a result or a status answer is read and settled; one that does not name this
// refund, or says done with another amount, is logged and changes nothing.

export async function refundAnswerArrived(
  deps: Deps,
  refund: RefundRow,
  kind: 'result' | 'timeout' | 'status',
  body: object,
) {
  if (kind === 'timeout') {
    // The echo of our request carries the SecurityCredential: never logged.
    await changeRefund(deps.db, refund.id, ['sending', 'sent'], { status: 'unknown', next_check_at: nowIso() });
    return;
  }
  const read = readRefundAnswer(refund, kind, body);
  if ('ignored' in read) {
    console.warn(`[refunds] ${kind} for refund ${refund.id} ignored: ${read.ignored}`);
    return;
  }
  await settleRefund(deps, refund, { ...read.answer, from: kind });
}
