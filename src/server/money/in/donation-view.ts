import { maskPhone } from '#shared/phone.ts';
import type { Donation } from '#shared/schemas/donation.schema.ts';
import type { DonationViewRow } from '../../db/repositories/donations.repository.ts';
import { fromMinor } from '#shared/kes.ts';
import { receiptUrl } from '../receipt-link.ts';
import { publicRefundStatus } from '../refund-status.ts';
import { inPurposeWindow } from '../purpose-window.ts';

/** The donor's own page of a donation (its link is the secret): never the CheckoutRequestID. */
export function toDonationView(
  row: DonationViewRow,
  publicUrl: string,
  repushSeconds: number,
  paybill?: string,
): Donation {
  const pushedAt = Date.parse(row.pushed_at ?? row.created_at);
  return {
    id: row.id,
    // Counted by another road first (D-245): its donor paid, and the payment is in the total.
    status: row.status === 'counted_elsewhere' ? 'succeeded' : row.status,
    result_code: row.result_code,
    mpesa_receipt: row.mpesa_receipt,
    amount: fromMinor(row.amount_minor),
    currency: 'KES',
    donor_name: row.anonymous ? 'Anonymous' : row.donor_name,
    anonymous: row.anonymous === 1,
    // Masked, and only while the number may still matter ('Change number' after a failure): a paid
    // donation's view is its receipt, kept and forwarded, so it carries no number at all.
    phone: row.phone && row.status !== 'succeeded' && row.status !== 'counted_elsewhere' ? maskPhone(row.phone) : '',
    message: row.message,
    created_at: row.created_at,
    completed_at: row.completed_at,
    retry_at: new Date(pushedAt + repushSeconds * 1000).toISOString(),
    follow_up: row.status === 'pending' && row.follow_up === 1,
    test_payment: row.test_payment === 1,
    receipt_url: receiptUrl(publicUrl, row.id),
    fundraiser: {
      short_code: row.short_code,
      title: row.title ?? '',
      status: row.fundraiser_status,
      currency: row.fundraiser_currency,
      ...(paybill && row.fundraiser_status === 'live' && { paybill, account: row.account_number ?? row.short_code }),
    },
    ...(row.status === 'succeeded' && {
      refund: {
        request: row.request_status,
        decision_reason: row.decision_reason,
        status: row.refund_status ? publicRefundStatus(row.refund_status) : null,
        amount: row.refund_minor === null ? null : fromMinor(row.refund_minor),
        // After a change of purpose it goes back at once until then (D-262).
        at_once_until: inPurposeWindow(row, row) ? row.purpose_window_until : null,
      },
    }),
  };
}
