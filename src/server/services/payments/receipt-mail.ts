import { formatMoney } from '#shared/money.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import type { Deps } from '../../deps.ts';
import { findDonationView } from '../../db/repositories/donations.repository.ts';
import { toMajor } from '../../lib/serializers.ts';
import { receiptUrl } from './donation-view.ts';

/** The e-mailed receipt of a succeeded donation, to the address the donor gave. */
export async function sendReceipt(deps: Deps, donationId: string) {
  const view = await findDonationView(deps.db, donationId);
  if (!view?.email) return;
  const test = view.test_payment ? ' (Test payment: no money moved)' : '';
  const lines = [
    `Thank you for your donation${test}.`,
    '',
    `Amount: ${formatMoney(toMajor(view.amount_minor), 'KES')}`,
    `Fundraiser: ${view.title ?? view.short_code}`,
    `Date: ${receiptDate(view.completed_at ?? view.created_at)}`,
    `M-Pesa receipt: ${view.mpesa_receipt ?? 'in your M-Pesa SMS'}`,
    `From: ${view.anonymous ? 'Anonymous' : view.donor_name}`,
    '',
    `Your receipt online: ${receiptUrl(deps.env.PUBLIC_URL, view.id)}`,
  ];
  await deps.mailer.send({
    to: view.email,
    subject: `Your Harambee receipt${test}`,
    text: lines.join('\n'),
    private: view.anonymous === 1,
  });
}
