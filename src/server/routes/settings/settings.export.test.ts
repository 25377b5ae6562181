import { afterAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { donationBody, liveFundraiser, to254, waitForDonation } from '#tests/support/donations.ts';
import { offerItem } from '../items/items.test-support.ts';

// GET /users/me/export/: "Download my data".

afterAll(closeTestDb);

/** A paid donation, by a guest or (with `session`) by a signed-in donor. */
async function paidDonation(shortCode: string, overrides: Record<string, unknown>, session = new Session()) {
  const body = donationBody(shortCode, overrides);
  const reply = await session.request('/donations/', { json: body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  await waitForDonation(reply.body.data.id, (d) => d.status === 'succeeded');
  return body;
}

describe('GET /users/me/export/', () => {
  it("holds my account, fundraisers and donations, and nothing secret or of other people's", async () => {
    const mine = await liveFundraiser('Borehole for Kitui');
    const me = (await mine.owner.get('/users/me/')).body.data.user;
    const named = await paidDonation(mine.short_code, { display_name: 'Wanjiku Named', email: 'named@example.test' });
    const hidden = await paidDonation(mine.short_code, {
      display_name: 'Secret Hidden',
      anonymous: true,
      email: 'hidden@example.test',
    });
    const theirs = await liveFundraiser('Roof for Mama Otieno');
    const made = await paidDonation(theirs.short_code, { display_name: 'Me Giving', amount: 750 }, mine.owner);
    const stranger = await verifiedUser('stranger');

    const reply = await mine.owner.request('/users/me/export/');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="harambee-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(reply.headers.get('cache-control')).toMatch(/no-store/);
    expect(reply.headers.get('content-type')).toMatch(/application\/json/);
    const data = reply.body;
    const text = JSON.stringify(data);

    expect(data.account).toMatchObject({ id: me.id, email_address: me.email_address, firstname: 'Achieng' });
    expect(data.account).toMatchObject({ phone: null, phone_verified_at: null });
    expect(data.fundraisers).toHaveLength(1);
    const [fundraiser] = data.fundraisers;
    expect(fundraiser).toMatchObject({ short_code: mine.short_code, status: 'live' });
    expect(fundraiser.details.title).toBe('Borehole for Kitui');
    expect(fundraiser.images).toHaveLength(1);
    expect(fundraiser.images[0].image).toMatch(/^https?:\/\/.+\/media\//);
    const received = fundraiser.donations_received.map((d: { donor_name: string }) => d.donor_name).sort();
    expect(received).toEqual(['Anonymous', 'Wanjiku Named']);
    expect(data.donations_made).toHaveLength(1);
    expect(data.donations_made[0]).toMatchObject({
      fundraiser: { short_code: theirs.short_code, title: 'Roof for Mama Otieno' },
      amount: 750,
      display_name: 'Me Giving',
      status: 'succeeded',
    });

    // Nothing secret, nothing about another person beyond a public name.
    expect(text).not.toMatch(/password_hash|\$argon2/);
    expect(text).not.toContain('Secret Hidden');
    for (const body of [named, hidden, made]) {
      expect(text).not.toContain(body.phone);
      expect(text).not.toContain(to254(body.phone));
    }
    expect(text).not.toContain('named@example.test');
    expect(text).not.toContain('hidden@example.test');
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain(theirs.id);

    // No donation's id (the secret of its donor's receipt link, D-156): each has its reference.
    const rows = await testDb()
      .selectFrom('donations')
      .select(['id', 'reference', 'fundraiser_id'])
      .where('fundraiser_id', 'in', [mine.id, theirs.id])
      .execute();
    for (const row of rows) expect(text).not.toContain(row.id);
    const references = (list: { reference: string }[]) => list.map((d) => d.reference).sort();
    expect(references(fundraiser.donations_received)).toEqual(
      references(rows.filter((r) => r.fundraiser_id === mine.id)),
    );
    expect(references(data.donations_made)).toEqual(references(rows.filter((r) => r.fundraiser_id === theirs.id)));
  });

  it('holds my item offers and requests, but not what the other side wrote', async () => {
    const me = await verifiedUser('exporter');
    const donor = await verifiedUser('item-donor');
    const offered = await offerItem(me.session, {
      title: 'Maths textbooks, form 2',
      share_phone: true,
      phone: '0712345678',
    });
    const theirs = await offerItem(donor.session, { title: 'Baby cot' });
    const asked = await me.session.post(`/items/${theirs.code}/requests/`, { message: 'For my newborn' });
    expect((await donor.session.post(`/item-requests/${asked.body.data.id}/accept/`)).status).toBe(200);
    await me.session.post(`/item-requests/${asked.body.data.id}/messages/`, { body: 'Thank you, I can come Saturday' });
    await donor.session.post(`/item-requests/${asked.body.data.id}/messages/`, { body: 'Call me at the gate' });

    const reply = await me.session.request('/users/me/export/');
    expect(reply.body.items_offered).toEqual([
      expect.objectContaining({
        code: offered.code,
        title: 'Maths textbooks, form 2',
        share_phone: true,
        phone: '254712345678',
      }),
    ]);
    expect(reply.body.item_requests_made).toEqual([
      expect.objectContaining({
        item: { code: theirs.code, title: 'Baby cot' },
        message: 'For my newborn',
        status: 'accepted',
      }),
    ]);
    expect(reply.body.item_messages_written.map((m: { body: string }) => m.body)).toEqual([
      'Thank you, I can come Saturday',
    ]);
    expect(JSON.stringify(reply.body)).not.toContain('Call me at the gate');
  });

  it('gives another user only their own data', async () => {
    const mine = await liveFundraiser('Clinic in Garissa');
    const other = await verifiedUser('other');
    const reply = await other.session.request('/users/me/export/');
    expect(reply.status).toBe(200);
    expect(reply.body.account.id).toBe(other.user.id);
    expect(reply.body.fundraisers).toEqual([]);
    expect(reply.body.donations_made).toEqual([]);
    expect(JSON.stringify(reply.body)).not.toContain(mine.short_code);
  });

  it('answers 401 without a session', async () => {
    expect((await new Session().get('/users/me/export/')).status).toBe(401);
  });
});
