import type { Deps } from '../../deps.ts';
import { findDonationView } from '../../db/repositories/donations.repository.ts';
import { toMajor } from '../../lib/serializers.ts';
import { mailTexts } from '../../mail-texts/index.ts';
import { receiptUrl } from './donation-view.ts';

/**
 * The e-mailed receipt of a succeeded donation, to the address the donor gave, in the language of
 * the request that made the donation (the donor may have no account).
 */
export async function sendReceipt(deps: Deps, donationId: string) {
  const view = await findDonationView(deps.db, donationId);
  if (!view?.email) return;
  const texts = mailTexts(view.language);
  const test = Boolean(view.test_payment);
  const lines = texts.receipt.lines({
    test,
    amountKes: toMajor(view.amount_minor),
    fundraiser: view.title ?? view.short_code,
    paidAt: view.completed_at ?? view.created_at,
    mpesaReceipt: view.mpesa_receipt,
    donorName: view.anonymous ? null : view.donor_name,
    link: receiptUrl(deps.env.PUBLIC_URL, view.id),
  });
  await deps.mailer.send({
    to: view.email,
    subject: texts.receipt.subject(test),
    text: lines.join('\n'),
    // Never printed to the demo log: the link is the receipt's secret (D-156).
    private: true,
  });
}
