import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { freshPhone, liveFundraiser, review, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';

// What a fundraiser received, for its owner's dashboard: the same totals the public page shows,
// never a donor's number or e-mail, never a donation's id (the secret of its donor's receipt link,
// D-156), and nothing at all for anyone but the owner.

/** The fundraiser's donation rows as stored, newest first (the owner's order). */
const storedDonations = (fundraiserId: string) =>
  testDb()
    .selectFrom('donations')
    .select(['id', 'reference', 'mpesa_receipt', 'completed_at', 'status'])
    .where('fundraiser_id', '=', fundraiserId)
    .orderBy('completed_at', 'desc')
    .execute();

/** Kenyan time (UTC+3, no daylight saving), worked out apart from the server's formatter. */
const eat = (iso: string) => new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

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

  it('names each donation by its reference and M-Pesa receipt, never by the id its receipt link holds', async () => {
    const f = await fundraiserWithDonations();
    const reply = await f.owner.get(`/fundraisers/${f.short_code}/donations/`);
    const paid = (await storedDonations(f.id)).filter((d) => d.status === 'succeeded');
    expect(reply.body.data.map((d: object) => Object.keys(d).sort())).toEqual(
      paid.map(() => ['amount', 'donor_name', 'message', 'mpesa_receipt', 'paid_at', 'reference']),
    );
    expect(reply.body.data.map((d: { reference: string }) => d.reference)).toEqual(paid.map((d) => d.reference));
    expect(reply.body.data.map((d: { mpesa_receipt: string }) => d.mpesa_receipt)).toEqual(
      paid.map((d) => d.mpesa_receipt),
    );
    const text = JSON.stringify(reply.body);
    for (const { id, reference } of await storedDonations(f.id)) {
      expect(text).not.toContain(id);
      // A reference opens no receipt.
      expect((await new Session().get(`/donations/${reference}/`)).status).toBe(404);
    }
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
    expect(lines[0]).toBe('"Date (EAT, Nairobi time)","Donor","Amount (KES)","M-Pesa receipt","Message"');
    expect(lines).toHaveLength(4);
    // Kenyan time as spreadsheets read it, and the receipt number on the owner's M-Pesa statement.
    const [anonymous, njeri, otieno] = (await storedDonations(f.id)).filter((d) => d.status === 'succeeded');
    for (const d of [anonymous, njeri, otieno]) expect(d!.mpesa_receipt).toMatch(/^[A-Z0-9]{6,20}$/);
    expect(lines[1]).toBe(`"${eat(anonymous!.completed_at!)}","Anonymous","50","${anonymous!.mpesa_receipt}",""`);
    expect(lines[2]).toBe(
      `"${eat(njeri!.completed_at!)}","Njeri ""N"" Kamau","1200","${njeri!.mpesa_receipt}","Tuko pamoja, ""always"""`,
    );
    // A message that starts like a formula is kept as text.
    expect(lines[3]).toBe(
      `"${eat(otieno!.completed_at!)}","Otieno","300","${otieno!.mpesa_receipt}","'=HYPERLINK(""http://evil"")"`,
    );
    const csv = String(reply.body);
    expect(csv).not.toContain('Hidden Person');
    expect(csv).not.toMatch(/2547\d{8}|07\d{8}/);
    for (const { id } of await storedDonations(f.id)) expect(csv).not.toContain(id);
  });

  it('neutralises a donor name a spreadsheet would run as a formula', async () => {
    const f = await liveFundraiser();
    for (const display_name of ['=1+2', '+254 Friends', '-Otieno', '@Wanjiku']) {
      const started = await startDonation(f.short_code, { display_name, phone: freshPhone() });
      expect((await waitForDonation(started.id)).status).toBe('succeeded');
    }
    const reply = await f.owner.request(`/fundraisers/${f.short_code}/donations/csv/`);
    const names = String(reply.body)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split('","')[1]);
    expect(names.sort()).toEqual(["'+254 Friends", "'-Otieno", "'=1+2", "'@Wanjiku"]);
  });
});
