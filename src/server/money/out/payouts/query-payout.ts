import type { Deps } from '../../../deps.ts';
import type { PayoutRow } from '../../../db/payouts-table.ts';
import { changePayout } from '../../../db/repositories/payouts.repository.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';
import { DarajaError } from '../../daraja/daraja-error.ts';
import { payoutUrls } from './callback-urls.ts';

// A payout with no final answer is asked about with Transaction Status, by its
// OriginatorConversationID, with growing gaps (D-208); the answer comes to its status URL.
//
// One that M-Pesa never acknowledged (the request died with us, or Daraja answered "System
// internal error.") and that queries still do not find after RESEND_AFTER_QUERIES is sent again
// with the same OriginatorConversationID: Daraja refuses a repeated id ("Duplicate
// OriginatorConversationID.", research §2.1–2.2), which is what that id is for, so the second
// request can pay only if the first never arrived. A B2B payout has no id of ours (Daraja makes
// it): without its acknowledgement only a person can find it, so it waits in /review.

export const RESEND_AFTER_QUERIES = 3;
const MAX_GAP_SECONDS = 3600;

/** How long after its `queries`-th status query a call is asked about again: growing by half, at most an hour. */
export const nextQueryGap = (env: Deps['env'], queries: number) =>
  Math.min(env.PAYOUT_QUERY_SECONDS * 1.5 ** Math.min(queries, 12), MAX_GAP_SECONDS);

export async function queryPayout(deps: Deps, payout: PayoutRow) {
  const status = payout.status;
  const asked = {
    claimed_until: null,
    queries: payout.queries + 1,
    next_check_at: isoIn(nextQueryGap(deps.env, payout.queries)),
  };
  const id = payout.channel === 'b2c' ? payout.id : payout.daraja_originator_id;
  if (!id) {
    await changePayout(deps.db, payout.id, [status], { status: 'unknown', claimed_until: null, next_check_at: null });
    console.error(`[payouts] B2B payout ${payout.id} has no acknowledgement to ask about: a reviewer must look`);
    return;
  }
  if (!payout.conversation_id && payout.status !== 'sent' && payout.queries === RESEND_AFTER_QUERIES) {
    await changePayout(deps.db, payout.id, [status], { ...asked, status: 'queued', next_check_at: nowIso() });
    return;
  }
  try {
    const urls = payoutUrls(deps, payout.id);
    await deps.payments.daraja.transactionStatus(id, { resultUrl: urls.statusUrl, timeoutUrl: urls.timeoutUrl });
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    console.warn(`[payouts] status query for payout ${payout.id} failed: ${err.errorCode}`);
  }
  // A sender that died mid-request left it `sending`: from now on it is unknown.
  await changePayout(deps.db, payout.id, [status], { ...asked, status: status === 'sending' ? 'unknown' : status });
}
