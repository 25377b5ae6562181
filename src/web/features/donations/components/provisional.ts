import { DONATION } from '#shared/constants.ts';
import { maskPhone } from '#shared/phone.ts';
import type { DonateTarget } from '#shared/public-pages.ts';
import type { Donation, DonationRequest, DonationStarted } from '#shared/schemas/donation.schema.ts';

/**
 * The donation as the sheet knows it the moment the server accepted it: shown at once ('Check your
 * phone…'), before the first status read comes back over a slow link.
 */
export function provisional(
  request: DonationRequest,
  started: DonationStarted,
  fundraiser: DonateTarget,
  testPayments: boolean,
  now = Date.now(),
): Donation {
  return {
    id: started.id,
    status: 'pending',
    result_code: null,
    mpesa_receipt: null,
    amount: request.amount,
    currency: 'KES',
    donor_name: request.display_name ?? '',
    anonymous: request.anonymous ?? false,
    phone: maskPhone(request.phone),
    message: request.message ?? null,
    created_at: new Date(now).toISOString(),
    completed_at: null,
    retry_at: new Date(now + DONATION.repushSeconds * 1000).toISOString(),
    follow_up: false,
    test_payment: testPayments,
    receipt_url: started.receipt_url,
    fundraiser: {
      short_code: fundraiser.short_code,
      title: fundraiser.title,
      status: 'live',
      currency: fundraiser.currency,
    },
  };
}
