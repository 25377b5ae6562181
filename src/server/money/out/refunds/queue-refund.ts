import type { Deps } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import type { DonationRow } from '../../../db/schema.ts';
import type { RefundCause } from '../../../db/refunds-table.ts';
import { queueMail } from '../../../db/repositories/outbox.repository.ts';
import { insertRefund, refundOfDonation } from '../../../db/repositories/refunds.repository.ts';
import { newId } from '../../../lib/secrets.ts';
import { nowIso } from '../../../lib/time.ts';
import { queueText } from '../../../services/sms/sms-outbox.ts';
import { smsLink } from '../../../services/sms/sms-words.ts';
import { refund } from '../../ledger/ledger.ts';
import { refundTokenHash } from '../payouts/callback-urls.ts';
import { refundClaimPath } from '#shared/refund-claim-page.ts';
import { refundRoad } from './refund-plan.ts';
import { refundSms, refundTexts, type RefundFacts, type RefundNews } from './refund-texts.ts';
import { formatKesDigits } from '#shared/kes.ts';

// A gift going back (D-256): its row, with our id and its callback token's hash, and its ledger
// entry commit together before anything is asked of M-Pesa; the refunds worker sends it. The caller
// holds the fundraiser's balance lock (lockHeld) and has checked what it still holds.

export interface Fundraiser {
  short_code: string;
  title: string;
}

/** Where a donor whose number M-Pesa masked claims a refund with their M-Pesa code. */
export const claimLink = (publicUrl: string, shortCode: string) => `${publicUrl}${refundClaimPath(shortCode)}`;

/** Queues the refund of `shareMinor` of a gift; null when the gift has one already (it goes back once). */
export async function queueRefund(
  trx: Db,
  deps: Pick<Deps, 'env'>,
  gift: { donation: DonationRow; shareMinor: number; cause: RefundCause; fundraiser: Fundraiser },
) {
  const { donation, shareMinor, cause } = gift;
  if (await refundOfDonation(trx, donation.id)) return null;
  const road = refundRoad(
    { amountMinor: Number(donation.amount_minor), receipt: donation.mpesa_receipt, phone: donation.phone },
    shareMinor,
  );
  const id = newId();
  const now = nowIso();
  const row = {
    id,
    fundraiser_id: donation.fundraiser_id,
    donation_id: donation.id,
    amount_minor: shareMinor,
    cause,
    channel: road.channel,
    party: road.party,
    receipt: donation.mpesa_receipt,
    status: road.channel === 'claim' ? ('claim_needed' as const) : ('queued' as const),
    token_hash: refundTokenHash(deps.env.JWT_SECRET, id),
    daraja_originator_id: null,
    conversation_id: null,
    result_code: null,
    result_desc: null,
    mpesa_receipt: null,
    claimed_until: null,
    next_check_at: road.channel === 'claim' ? null : now,
    sent_at: null,
    finished_at: null,
    created_at: now,
    updated_at: now,
  };
  await insertRefund(trx, row);
  await refund(trx, row);
  const news: RefundNews = road.channel === 'claim' ? 'claim' : cause === 'take_down' ? 'takeDown' : 'donor';
  await tellDonor(trx, deps.env, donation, news, {
    kes: formatKesDigits(shareMinor),
    title: gift.fundraiser.title,
    link: smsLink(claimLink(deps.env.PUBLIC_URL, gift.fundraiser.short_code)),
  });
  return row;
}

/**
 * Tells a donor of their refund by SMS (to the number that paid, when M-Pesa gave it whole) and by
 * e-mail (when they gave one), in the language of their gift, written with the step that causes it.
 */
export async function tellDonor(
  trx: Db,
  env: Deps['env'],
  donation: Pick<DonationRow, 'phone' | 'email' | 'language'>,
  news: RefundNews,
  facts: RefundFacts,
  reason = '',
) {
  if (donation.phone && /^254\d{9}$/.test(donation.phone))
    await queueText(trx, { to: donation.phone, purpose: 'refund', text: refundSms(donation.language, news, facts) });
  if (!donation.email) return;
  const texts = refundTexts(donation.language);
  await queueMail(trx, {
    to: donation.email,
    subject: texts.subject(facts.title),
    text: texts.mail[news](facts, reason).join('\n'),
    // A claim link is no secret, but a donor's gift is their own business.
    private: true,
  });
}
