import { describe, expect, it } from 'vitest';
import { apiUrl } from '#tests/support/api.ts';
import { liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { getPage } from '#tests/support/pages.ts';

// A donor's request for their gift back posted from the donation's page before its script runs
// (D-256): refused without a reason, the page again saying so with the form open; with one, back
// to the page (303), which says the gift is on its way back.

const origin = () => new URL(apiUrl()).origin;
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${origin()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
    body: new URLSearchParams(fields).toString(),
  });

describe('POST /donations/{id}/refund', () => {
  it('asks for the gift back without a script: a missing reason is said on the page, a given one sends it back', async () => {
    const { short_code } = await liveFundraiser('Roof for Mama Njeri');
    const { id } = await startDonation(short_code, { amount: 650 });
    await waitForDonation(id);
    const drawn = await (await getPage(`/donations/${id}`)).text();
    expect(drawn).toContain(`action="/donations/${id}/refund" method="post"`);
    expect(drawn).toContain('name="reason"');

    const refused = await post(`/donations/${id}/refund`, { reason: '  ' });
    expect(refused.status).toBe(200);
    const again = await refused.text();
    expect(again).toContain('A reason is required');
    expect(again).toMatch(/<details open="">/);

    const asked = await post(`/donations/${id}/refund`, { reason: 'Wrong fundraiser' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`/donations/${id}`);
    // Intl joins 'Ksh' to the digits with a no-break space.
    expect(await (await getPage(`/donations/${id}`)).text()).toMatch(/Ksh\s650 is going back to your M-Pesa\./);
    // Asked again, nothing more goes back: the page says where the first request stands.
    expect((await post(`/donations/${id}/refund`, { reason: 'Again' })).status).toBe(303);
  });
});
