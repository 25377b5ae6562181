import { DARAJA_ERRORS } from '#shared/daraja.ts';
import type { Deps } from '../../../deps.ts';
import type { PayoutRow } from '../../../db/payouts-table.ts';
import { changePayout } from '../../../db/repositories/payouts.repository.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { DarajaError } from '../../daraja/daraja-error.ts';
import { payoutUrls } from './callback-urls.ts';
import { settlePayout } from './settle-payout.ts';
import { toWholeKes } from '#shared/kes.ts';

// Sending a payout (D-208). Its row, with our id, was written before; it is marked `sending`
// (committed) before the request leaves, so a process killed mid-request leaves a row that says
// "may have been sent", which is asked about, never sent again blindly.

/** How long a sender may hold a payout before another instance takes it as abandoned: longer than
 * any request to Daraja may take (15 s, daraja-client.ts), so a live sender is never overtaken. */
export const PAYOUT_LEASE_SECONDS = 20;

// What M-Pesa's statement and SMS say (Remarks: 2–100 characters).
const REMARKS = 'Harambee withdrawal';

export async function sendPayout(deps: Deps, payout: PayoutRow) {
  const claimed = await changePayout(deps.db, payout.id, ['queued'], {
    status: 'sending',
    sent_at: nowIso(),
    claimed_until: isoIn(PAYOUT_LEASE_SECONDS),
  });
  if (!claimed) return;
  const urls = payoutUrls(deps, payout.id);
  const amount = toWholeKes(payout.amount_minor);
  try {
    const ack =
      payout.channel === 'b2c'
        ? await deps.payments.daraja.b2c({
            originatorId: payout.id,
            phone: payout.party_b,
            amount,
            remarks: REMARKS,
            ...urls,
          })
        : await deps.payments.daraja.b2b({
            paybill: payout.party_b,
            accountReference: payout.account_reference ?? '',
            amount,
            remarks: REMARKS,
            ...urls,
          });
    // A result that beat the acknowledgement has already moved it on: then this changes nothing.
    await changePayout(deps.db, payout.id, ['sending'], {
      status: 'sent',
      conversation_id: ack.ConversationID,
      daraja_originator_id: ack.OriginatorConversationID,
      claimed_until: null,
      next_check_at: isoIn(deps.env.PAYOUT_QUERY_SECONDS),
    });
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    await afterRefusal(deps, payout, err);
  }
}

/**
 * What Daraja's refusal of a money call means (D-208, D-256): nothing reached it (sending again later
 * is safe), it refused the request itself (M-Pesa never took it), or the money may have moved (ask).
 */
export function refusalOf(err: DarajaError): 'not_sent' | 'refused' | 'unknown' {
  if (err.errorCode === 'network' && !err.maybeSent) return 'not_sent';
  if (err.status >= 400 && err.status < 500) return 'refused';
  return 'unknown';
}

async function afterRefusal(deps: Deps, payout: PayoutRow, err: DarajaError) {
  const { PAYOUT_QUERY_SECONDS: wait } = deps.env;
  const refusal = refusalOf(err);
  if (refusal === 'not_sent') {
    // Nothing reached Daraja (connection refused): sending it again later is safe.
    await changePayout(deps.db, payout.id, ['sending'], {
      status: 'queued',
      sent_at: null,
      claimed_until: null,
      next_check_at: isoIn(wait),
    });
    return;
  }
  if (refusal === 'refused') {
    // Daraja refused the request itself: M-Pesa never took it. A field it refuses is this payout's
    // own (a number or an account M-Pesa will not take): that withdrawal fails alone, with the
    // reason for its owner; anything else is our token or initiator, which stops every payout (D-244).
    console.error(`[payouts] payout ${payout.id} refused: ${err.status} ${err.errorCode} ${err.errorMessage}`);
    const kind = err.errorCode === DARAJA_ERRORS.invalidField ? 'failed' : 'configuration';
    await settlePayout(deps, payout, { code: err.errorCode, desc: err.errorMessage, kind, from: 'request' });
    return;
  }
  // No answer, "System internal error." (the money may have moved) or a duplicate id: ask.
  console.warn(`[payouts] payout ${payout.id} has an unknown outcome: ${err.errorCode} ${err.errorMessage}`);
  await changePayout(deps.db, payout.id, ['sending'], {
    status: 'unknown',
    result_desc: err.errorMessage.slice(0, 200),
    claimed_until: null,
    next_check_at: isoIn(Math.min(wait, 10)),
  });
}
