import type { Db } from '../../db/client.ts';
import { findDonationView } from '../../db/repositories/donations.repository.ts';
import { queueMail } from '../../db/repositories/outbox.repository.ts';
import type { Env } from '../../env.ts';
import { mailTexts } from '../../mail-texts/index.ts';
import { queueText } from '../../services/sms/sms-outbox.ts';
import { receiptText } from '../../services/sms/receipt-text.ts';
import { receiptUrl } from '../receipt-link.ts';
import { asMinor, formatKesDigits } from '#shared/kes.ts';

// A receipt written later than this after the request is no longer an answer the donor is waiting
// for, and keeps quiet hours (D-219).
const AWAITED_MS = 15 * 60_000;

/**
 * A succeeded donation's receipts, written to the outbox inside the transaction that settles it
 * (D-218, D-219): by e-mail to the address the donor gave, and by SMS to the number that paid, each
 * in the language of the request that made the donation (the donor may have no account).
 */
export async function queueReceipts(trx: Db, env: Env, donationId: string, now = new Date()) {
  const view = await findDonationView(trx, donationId);
  if (!view) return;
  const fundraiser = view.title ?? view.short_code;
  // Only a number M-Pesa gave us in full and an STK push made (a paybill's number is masked).
  if (view.phone && /^254\d{9}$/.test(view.phone) && view.checkout_request_id && view.mpesa_receipt) {
    const text = receiptText(view.language, {
      name: view.donor_name,
      kes: formatKesDigits(view.amount_minor),
      title: fundraiser,
      mpesaReceipt: view.mpesa_receipt,
      link: `${new URL(env.PUBLIC_URL).host}/f/${view.short_code}`,
    });
    const awaited = now.getTime() - Date.parse(view.created_at) < AWAITED_MS;
    await queueText(trx, { to: view.phone, purpose: 'donation-receipt', text, awaited }, now);
  }
  if (!view.email) return;
  const texts = mailTexts(view.language);
  const test = Boolean(view.test_payment);
  const lines = texts.receipt.lines({
    test,
    amountMinor: asMinor(view.amount_minor),
    fundraiser,
    paidAt: view.completed_at ?? view.created_at,
    mpesaReceipt: view.mpesa_receipt,
    donorName: view.anonymous ? null : view.donor_name,
    link: receiptUrl(env.PUBLIC_URL, view.id),
  });
  await queueMail(trx, {
    to: view.email,
    subject: texts.receipt.subject(test),
    text: lines.join('\n'),
    // Never printed to the demo log: the link is the receipt's secret (D-156).
    private: true,
  });
}
