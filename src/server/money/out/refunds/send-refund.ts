import type { Deps } from '../../../deps.ts';
import { refundOriginatorId, type RefundRow } from '../../../db/refunds-table.ts';
import { changeRefund } from '../../../db/repositories/refunds.repository.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { DarajaError } from '../../daraja/daraja-error.ts';
import { refundUrls } from '../payouts/callback-urls.ts';
import { PAYOUT_LEASE_SECONDS, refusalOf } from '../payouts/send-payout.ts';
import { settleRefund } from './settle-refund.ts';
import { toWholeKes } from '#shared/kes.ts';

// Sending a refund (D-256), as a payout is sent (D-208): marked `sending` (committed, with a lease)
// before the request leaves, so a process killed mid-request leaves a row that says "may have been
// sent". A reversal names the gift's receipt, which M-Pesa gives back once (a second answers
// R000001); a B2C refund carries our id, which Daraja refuses twice.

const REMARKS = 'Harambee refund';

export async function sendRefund(deps: Deps, refund: RefundRow) {
  const claimed = await changeRefund(deps.db, refund.id, ['queued'], {
    status: 'sending',
    sent_at: nowIso(),
    claimed_until: isoIn(PAYOUT_LEASE_SECONDS),
  });
  if (!claimed) return;
  const urls = refundUrls(deps, refund.id);
  const amount = toWholeKes(refund.amount_minor);
  try {
    const ack =
      refund.channel === 'reversal'
        ? await deps.payments.daraja.reversal({ receipt: refund.receipt!, amount, remarks: REMARKS, ...urls })
        : await deps.payments.daraja.b2c({
            originatorId: refundOriginatorId(refund),
            phone: refund.party!,
            amount,
            remarks: REMARKS,
            ...urls,
          });
    // A result that beat the acknowledgement has already moved it on: then this changes nothing.
    await changeRefund(deps.db, refund.id, ['sending'], {
      status: 'sent',
      conversation_id: ack.ConversationID,
      daraja_originator_id: ack.OriginatorConversationID,
      claimed_until: null,
      next_check_at: isoIn(deps.env.PAYOUT_QUERY_SECONDS),
    });
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    const wait = deps.env.PAYOUT_QUERY_SECONDS;
    const refusal = refusalOf(err);
    if (refusal === 'not_sent') {
      // Nothing reached Daraja: sending it again later is safe.
      await changeRefund(deps.db, refund.id, ['sending'], {
        status: 'queued',
        claimed_until: null,
        next_check_at: isoIn(wait),
      });
      return;
    }
    if (refusal === 'refused') {
      console.error(`[refunds] refund ${refund.id} refused: ${err.status} ${err.errorCode} ${err.errorMessage}`);
      await settleRefund(deps, refund, { code: err.errorCode, desc: err.errorMessage, from: 'request' });
      return;
    }
    console.warn(`[refunds] refund ${refund.id} has an unknown outcome: ${err.errorCode} ${err.errorMessage}`);
    await changeRefund(deps.db, refund.id, ['sending'], {
      status: 'unknown',
      result_desc: err.errorMessage.slice(0, 200),
      claimed_until: null,
      next_check_at: isoIn(Math.min(wait, 10)),
    });
  }
}
