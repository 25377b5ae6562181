import { afterAll, describe, expect, it } from 'vitest';
import { maskPhone } from '#shared/phone.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb } from '#tests/support/database.ts';
import { liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';
import { getPage } from '#tests/support/pages.ts';
import { addTreasurer } from '#tests/support/treasurers.ts';
import { openPledge, pledge, pledgeRow, totals } from './pledges.test-support.ts';

// Who sees what of a pledge (D-233): the owner and treasurers see every one, with its payments,
// as JSON and as CSV for the committee; the public sees public pledges only, and of a private
// pledge nothing at all but its part of the pledged total.

afterAll(closeTestDb);

describe("the owner's list", () => {
  it('shows every pledge with its payments to the owner and a treasurer, and to nobody else', async () => {
    const f = await liveFundraiser();
    const named = await openPledge(f.short_code, { amount: 2000, display_name: 'Wafula Chebet', public: true });
    const hidden = await openPledge(f.short_code, { amount: 700, anonymous: true, display_name: 'Secret Person' });
    const waiting = await pledge(f.short_code, { amount: 400 });
    const d = await startDonation(f.short_code, { amount: 500, pledge_id: named.id, pledge_token: named.token });
    await waitForDonation(d.id);
    const list = await f.owner.get(`/fundraisers/${f.short_code}/pledges/`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const byId = Object.fromEntries(list.body.data.map((p: { id: string }) => [p.id, p]));
    expect(byId[named.id]).toMatchObject({
      number: 1,
      // The account that pays toward it: its number (D-254).
      reference: (await pledgeRow(named.id)).account_number,
      status: 'partly_paid',
      amount: 2000,
      paid: 500,
      remaining: 1500,
      display_name: 'Wafula Chebet',
      phone: maskPhone(named.phone),
      public: true,
      payments: [expect.objectContaining({ applied: 500, donation_amount: 500, via: 'stk' })],
    });
    // The pledger chose Anonymous: no name, even for the owner; never the whole number.
    expect(byId[hidden.id]).toMatchObject({ display_name: null, anonymous: true, status: 'open' });
    expect(byId[waiting.id]).toMatchObject({ status: 'unconfirmed' });
    expect(JSON.stringify(list.body)).not.toContain('Secret Person');
    expect(JSON.stringify(list.body)).not.toContain(hidden.phone);
    expect(list.body.totals).toMatchObject({ pledged_kes: 2200, paid_kes: 500, confirmed_count: 2 });

    const treasurer = await addTreasurer(f.owner, f.short_code);
    expect((await treasurer.session.get(`/fundraisers/${f.short_code}/pledges/`)).status).toBe(200);
    const { session: stranger } = await verifiedUser('stranger');
    for (const path of [`/fundraisers/${f.short_code}/pledges/`, `/fundraisers/${f.short_code}/pledges/csv/`]) {
      expect((await stranger.get(path)).status).toBe(403);
      expect((await (await reviewerSession()).get(path)).status).toBe(403);
      expect((await new Session().get(path)).status).toBe(401);
    }
    expect((await f.owner.get('/fundraisers/NoSuchCd/pledges/')).status).toBe(404);
  });

  it('exports them as CSV a spreadsheet opens safely', async () => {
    const f = await liveFundraiser();
    await openPledge(f.short_code, { amount: 1500, display_name: '=HYPERLINK("http://evil.example","x")' });
    const second = await openPledge(f.short_code, { amount: 800, display_name: '@SUM(A1)', anonymous: false });
    const reply = await f.owner.request(`/fundraisers/${f.short_code}/pledges/csv/`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="pledges-${f.short_code}.csv"`);
    const lines = String(reply.body).trim().split('\r\n');
    expect(lines[0]).toContain('"Paybill account"');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(`"'@SUM(A1)"`);
    // Its paybill account is its number (D-254).
    expect(lines[1]).toContain(`"${(await pledgeRow(second.id)).account_number}"`);
  });
});

describe('what the public sees', () => {
  it('lists public pledges by name or Anonymous, and nothing of a private pledge anywhere', async () => {
    const f = await liveFundraiser('Pledges for the Kisumu borehole');
    const shown = await openPledge(f.short_code, { amount: 3000, display_name: 'Njeri Mwangi', public: true });
    const shownAnonymously = await openPledge(f.short_code, {
      amount: 900,
      display_name: 'Kept Name',
      anonymous: true,
      public: true,
    });
    const privateOne = await openPledge(f.short_code, { amount: 1100, display_name: 'Private Pledger Otieno' });
    const privateRow = await pledgeRow(privateOne.id);
    const { data, pledged, raised } = await totals(f.short_code);
    // The private pledge counts in the total, like an anonymous gift in raised; its person is hidden.
    expect([pledged, raised]).toEqual([5000, 0]);
    expect(data.pledges).toEqual([
      { display_name: null, anonymous: true, amount: 900, paid: 0, status: 'open' },
      { display_name: 'Njeri Mwangi', anonymous: false, amount: 3000, paid: 0, status: 'open' },
    ]);
    const secrets = [
      'Private Pledger Otieno',
      'Kept Name',
      privateOne.id,
      privateOne.phone,
      privateOne.token,
      privateRow.reference,
      shown.id,
      shown.phone,
      shownAnonymously.phone,
    ];
    const pageHtml = await (await getPage(`/f/${f.short_code}`)).text();
    const publicTexts = {
      review: JSON.stringify(data),
      page: pageHtml,
      search: JSON.stringify((await new Session().get(`/fundraiser/search?q=Kisumu`)).body),
    };
    // Each public text is about this fundraiser, so a secret missing from it is missing for a reason.
    expect(pageHtml).toContain('Pledges for the Kisumu borehole');
    expect(publicTexts.search).toContain(f.short_code);
    for (const [where, text] of Object.entries(publicTexts))
      for (const secret of secrets) expect(text.includes(secret), `${where} has ${secret}`).toBe(false);
  });
});
