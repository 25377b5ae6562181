import type { Deps } from '../../../deps.ts';
import { refundOriginatorId, type RefundRow } from '../../../db/refunds-table.ts';
import { changeRefund } from '../../../db/repositories/refunds.repository.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { DarajaError } from '../../daraja/daraja-error.ts';
import { refundUrls } from '../payouts/callback-urls.ts';
import { nextQueryGap, RESEND_AFTER_QUERIES } from '../payouts/query-payout.ts';

// A refund with no final answer is asked about with Transaction Status, as a payout is (D-208),
// with gaps growing by half up to an hour: a B2C refund by our id, a reversal by the id Daraja gave
// in its acknowledgement. A reversal never acknowledged has no id to ask by: it is sent again, which
// is safe because M-Pesa reverses a receipt once (a second answers R000001, read as returned). A B2C
// refund never acknowledged is sent again with our id after RESEND_AFTER_QUERIES queries find
// nothing: Daraja refuses a repeated OriginatorConversationID (D-256).

export async function queryRefund(deps: Deps, refund: RefundRow) {
  const status = refund.status;
  const asked = {
    claimed_until: null,
    queries: refund.queries + 1,
    next_check_at: isoIn(nextQueryGap(deps.env, refund.queries)),
  };
  const id = refund.channel === 'b2c' ? refundOriginatorId(refund) : refund.daraja_originator_id;
  const unacknowledged = !refund.conversation_id && status !== 'sent';
  if (unacknowledged && (refund.channel === 'reversal' || refund.queries >= RESEND_AFTER_QUERIES)) {
    await changeRefund(deps.db, refund.id, [status], { ...asked, status: 'queued', next_check_at: nowIso() });
    return;
  }
  try {
    const urls = refundUrls(deps, refund.id);
    await deps.payments.daraja.transactionStatus(id!, { resultUrl: urls.statusUrl, timeoutUrl: urls.timeoutUrl });
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    console.warn(`[refunds] status query for refund ${refund.id} failed: ${err.errorCode}`);
  }
  // A sender that died mid-request left it `sending`: from now on it is unknown.
  await changeRefund(deps.db, refund.id, [status], { ...asked, status: status === 'sending' ? 'unknown' : status });
}
