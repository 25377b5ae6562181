import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { freshPhone, liveFundraiser, review, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';

// What a fundraiser received, for its owner's dashboard: the same totals the public page shows,
// never a donor's number or e-mail, and nothing at all for anyone but the owner.

async function fundraiserWithDonations() {
  const f = await liveFundraiser('Solar lamps for Turkana');
  const gifts = [
    { amount: 300, display_name: 'Otieno', message: '=HYPERLINK("http://evil")' },
    { amount: 1200, display_name: 'Njeri "N" Kamau', message: 'Tuko pamoja, "always"' },
    { amount: 50, display_name: 'Hidden Person', anonymous: true, email: 'hidden@example.test' },
  ];
  for (const gift of gifts) {
    const started = await startDonation(f.short_code, { ...gift, phone: freshPhone() });
    expect((await waitForDonation(started.id)).status).toBe('succeeded');
  }
  // One that failed: never listed, never counted.
  const failed = await startDonation(f.short_code, { phone: '0700001032', amount: 999 });
  expect((await waitForDonation(failed.id)).status).toBe('cancelled');
  return f;
}

describe('GET /api/fundraisers/{short_code}/donations/', () => {
  it('lists the paid donations, newest first, with the totals of the public page', async () => {
    const f = await fundraiserWithDonations();
    const reply = await f.owner.get(`/fundraisers/${f.short_code}/donations/?page_size=2`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((d: { donor_name: string }) => d.donor_name)).toEqual(['Anonymous', 'Njeri "N" Kamau']);
    expect(reply.body.meta).toEqual({ page: 1, page_size: 2, total: 3, total_pages: 2 });
    const publicPage = (await review(f.short_code)).detail;
    expect(reply.body.totals).toEqual({
      raised_kes: 1550,
      raised_amount: publicPage.raised_amount,
      currency: 'KES',
      supporters_count: publicPage.supporters_count,
    });
    const second = await f.owner.get(`/fundraisers/${f.short_code}/donations/?page=2&page_size=2`);
    expect(second.body.data).toEqual([
      expect.objectContaining({ donor_name: 'Otieno', amount: 300, message: '=HYPERLINK("http://evil")' }),
    ]);
    const text = JSON.stringify([reply.body, second.body]);
    expect(text).not.toContain('Hidden Person');
    expect(text).not.toContain('hidden@example.test');
    expect(text).not.toMatch(/2547\d{8}/);
  });

  it('answers 403 to anyone but the owner, reviewers included, and 401 to a guest', async () => {
    const f = await liveFundraiser();
    const { session: other } = await verifiedUser('other');
    for (const path of [`/fundraisers/${f.short_code}/donations/`, `/fundraisers/${f.short_code}/donations/csv/`]) {
      expect((await other.get(path)).status).toBe(403);
      expect((await (await reviewerSession()).get(path)).status).toBe(403);
      const guest = await new Session().get(path);
      expect(guest.status).toBe(401);
      expect(guest.body.message).toBe(MSG.notAuthenticated);
    }
    expect((await f.owner.get('/fundraisers/NoSuchCd/donations/')).status).toBe(404);
  });
});

describe('GET /api/fundraisers/{short_code}/donations/csv/', () => {
  it('downloads every paid donation as CSV a spreadsheet opens safely', async () => {
    const f = await fundraiserWithDonations();
    const reply = await f.owner.request(`/fundraisers/${f.short_code}/donations/csv/`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="donations-${f.short_code}.csv"`);
    const lines = String(reply.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date (UTC)","Donor","Amount (KES)","Message"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"\d{4}-\d\d-\d\dT[^"]+","Anonymous","50",""$/);
    expect(lines[2]).toMatch(/,"Njeri ""N"" Kamau","1200","Tuko pamoja, ""always"""$/);
    // A message that starts like a formula is kept as text.
    expect(lines[3]).toMatch(/,"Otieno","300","'=HYPERLINK\(""http:\/\/evil""\)"$/);
    expect(String(reply.body)).not.toContain('Hidden Person');
  });
});
