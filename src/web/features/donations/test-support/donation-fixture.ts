import type { DonateTarget } from '#shared/public-pages.ts';
import type { Donation } from '#shared/schemas/donation.schema.ts';

export const FUNDRAISER: DonateTarget = {
  short_code: 'Ab3dE9xZ',
  title: 'Desks for Garissa',
  currency: 'KES',
  live: true,
};

export const NOW = Date.parse('2026-11-22T10:00:00.000Z');

/** A donation as GET /api/donations/{id}/ answers it; pending by default. */
export function makeDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 'd0n4t10n-1d-0f-some-length',
    status: 'pending',
    result_code: null,
    mpesa_receipt: null,
    amount: 500,
    currency: 'KES',
    donor_name: 'Wanjiku Kamau',
    anonymous: false,
    phone: '0712 ••• 678',
    message: null,
    created_at: new Date(NOW - 5000).toISOString(),
    completed_at: null,
    retry_at: new Date(NOW + 55_000).toISOString(),
    follow_up: false,
    test_payment: false,
    receipt_url: 'http://localhost/donations/d0n4t10n-1d-0f-some-length',
    fundraiser: { short_code: FUNDRAISER.short_code, title: FUNDRAISER.title, status: 'live', currency: 'KES' },
    ...overrides,
  };
}

/** Stubs fetch with answers by method and path; unknown requests fail the test. */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
