import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { liveFundraiser } from '#tests/support/donations.ts';
import { getPage, islandJson } from '#tests/support/pages.ts';
import { verifyPhone } from '#tests/support/sms.ts';
import { addTreasurer, invitationToken, invite } from '#tests/support/treasurers.ts';
import { startMoneyServer, type MoneyServer } from '#tests/support/withdrawals.ts';

// Treasurers (D-205, D-255) on a server of the file's own (money available at once): invited by
// e-mail with a link from PUBLIC_URL, at most three, accepted by the account of that address with a
// verified e-mail and phone, removed at once while no money is held (else asked of the treasurers,
// treasurers.changes.test.ts); the public page tells the count.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('treasurers');
}, 60_000);
afterAll(() => server?.dispose());

const list = (session: Session, shortCode: string) => session.get(`/fundraisers/${shortCode}/treasurers/`);
const user = (tag: string) => verifiedUser(tag, server.api);

describe('inviting treasurers', () => {
  it('e-mails a link built from PUBLIC_URL, lists the invitation, and refuses a 4th, a duplicate and the owner', async () => {
    const { owner, ownerEmail, shortCode } = await server.ownerWithMoney([]);
    const emails = ['Wanjiku.T1@example.test', 'baraka-t2@example.test', 'chebet-t3@example.test'];
    const first = await owner.request(`/fundraisers/${shortCode}/treasurers/`, {
      json: { email_address: emails[0] },
      headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ email_address: 'wanjiku.t1@example.test', name: null, status: 'invited' });
    const { mail } = await invitationToken('wanjiku.t1@example.test', server.api);
    expect(mail.subject).toBe('Achieng Odhiambo invites you to be a treasurer on Harambee');
    expect(mail.text).toMatch(
      new RegExp(`^${server.env.PUBLIC_URL}/treasurer-invitations/accept\\?token=[\\w-]{43}$`, 'm'),
    );
    expect(mail.text).not.toContain('evil.example');

    for (const email of emails.slice(1)) expect((await invite(owner, shortCode, email)).status).toBe(201);
    const fourth = await invite(owner, shortCode, 'fourth@example.test');
    expect(fourth.status).toBe(409);
    expect(fourth.body.errors.email_address).toEqual([
      'A fundraiser has at most 3 treasurers. Remove one before inviting another.',
    ]);
    const again = await invite(owner, shortCode, 'BARAKA-t2@example.test');
    expect(again.status).toBe(409);
    expect(again.body.errors.email_address).toEqual(['This address is already a treasurer or invited.']);
    const self = await invite(owner, shortCode, ownerEmail);
    expect(self.status).toBe(400);
    expect(self.body.errors.email_address).toEqual([
      'You organise this fundraiser: invite someone else as its treasurer.',
    ]);
    const bad = await invite(owner, shortCode, 'not an address');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email_address).toEqual(['Enter a valid email address']);

    const listed = await list(owner, shortCode);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((t: { email_address: string; status: string }) => [t.email_address, t.status])).toEqual(
      emails.map((e) => [e.toLowerCase(), 'invited']),
    );
    // A revoked invitation frees its place at once.
    const revoked = await owner.request(`/fundraisers/${shortCode}/treasurers/${listed.body.data[0].id}/`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Invitation cancelled.');
    expect((await invite(owner, shortCode, 'fourth@example.test')).status).toBe(201);
  });

  it('is the owner’s alone', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const { session: stranger } = await user('stranger');
    expect((await invite(stranger, shortCode, 'someone@example.test')).status).toBe(403);
    expect((await list(stranger, shortCode)).status).toBe(403);
    expect((await list(new Session(undefined, server.api), shortCode)).status).toBe(401);
    expect((await list(owner, shortCode)).status).toBe(200);
  });
});

describe('removing treasurers (D-205, D-255)', () => {
  it('removes an active treasurer at once while no money is held, and says when changes need approval', async () => {
    const empty = await server.ownerWithMoney([]);
    const t = await addTreasurer(empty.owner, empty.shortCode, server.api);
    const unlocked = (await list(empty.owner, empty.shortCode)).body;
    // The list says whether a change needs the treasurers, so the screen says so before the owner asks.
    expect(unlocked).toMatchObject({ needs_approval: false, change: null });
    const [row] = unlocked.data;
    const removed = await empty.owner.request(`/fundraisers/${empty.shortCode}/treasurers/${row.id}/`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Treasurer removed.');
    expect((await t.session.get(`/fundraisers/${empty.shortCode}/money/`)).status).toBe(403);

    // Money held (available at once on this server): the change waits for the treasurers (D-255).
    const holding = await server.ownerWithMoney([500]);
    const kept = await addTreasurer(holding.owner, holding.shortCode, server.api);
    const locked = (await list(holding.owner, holding.shortCode)).body;
    expect(locked.needs_approval).toBe(true);
    const asked = await holding.owner.request(`/fundraisers/${holding.shortCode}/treasurers/${locked.data[0].id}/`, {
      method: 'DELETE',
    });
    expect(asked.status).toBe(202);
    expect((await kept.session.get(`/fundraisers/${holding.shortCode}/money/`)).status).toBe(200);
  });
});

describe('a treasurer who deletes their account', () => {
  it('stops being a treasurer, and the row keeps no address', async () => {
    const { owner, shortCode, id } = await server.ownerWithMoney([]);
    const t = await addTreasurer(owner, shortCode, server.api);
    const deleted = await t.session.post('/users/me/delete/', { password: STRONG_PASSWORD, confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await list(owner, shortCode)).body.data).toEqual([]);
    const rows = await server
      .db()
      .selectFrom('fundraiser_treasurers')
      .selectAll()
      .where('fundraiser_id', '=', id)
      .execute();
    expect(rows.map((r) => [r.email_address, r.removed_at !== null])).toEqual([
      [`deleted-${t.user.id}@deleted.invalid`, true],
    ]);
  });
});

describe('a changed payout destination (D-203)', () => {
  it('is told to each treasurer by SMS and e-mail, in their language', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const ownerPhone = await verifyPhone(owner);
    const t = await addTreasurer(owner, shortCode, server.api);
    await t.session.request('/users/me/settings/', { method: 'PATCH', json: { language: 'sw' } });
    const asked = await owner.request(`/fundraisers/${shortCode}/payout-destination/`, {
      method: 'PUT',
      json: { kind: 'paybill', paybill: '123456', account: 'KNH 4521', current_password: STRONG_PASSWORD },
    });
    expect(asked.status).toBe(202);
    const written = async (msisdn: string) =>
      (await new Session(undefined, server.api).get(`/dev/sms-outbox?to=${msisdn}`)).body.data as { text: string }[];
    const code = /\b(\d{6})\b/.exec((await written(ownerPhone))[0]!.text)![1];
    const confirmed = await owner.post(`/fundraisers/${shortCode}/payout-destination/confirm/`, { code });
    expect(confirmed.status).toBe(200);
    const [text] = await written(t.phone);
    expect(text!.text).toBe(
      'Harambee: pesa za harambee unayoiwekea hazina zitalipwa kwa paybill 123456, akaunti KNH 4521. Hakuna malipo kwa saa 48. Si sawa? Wasiliana nasi.',
    );
    const [mail] = await outbox(t.email, server.api);
    expect(mail!.subject).toMatch(/^Mahali pesa za ".+" zinapolipwa pamebadilika$/);
    expect(mail!.text).toContain('Wewe ni mweka hazina wa harambee hii.');
  });
});

describe('the public page', () => {
  it('says who holds the money, with a count of treasurers and nothing of theirs', async () => {
    const f = await liveFundraiser('Kisima cha Kibera');
    const before = await f.owner.get(`/fundraisers/${f.short_code}/review/`);
    expect(before.body.data.fundraiser.treasurers_count).toBe(0);
    const t = await addTreasurer(f.owner, f.short_code);
    const review = await new Session().get(`/fundraisers/${f.short_code}/review/`);
    expect(review.body.data.fundraiser.treasurers_count).toBe(1);
    const json = JSON.stringify(review.body);
    expect(json).not.toContain(t.email);
    expect(json).not.toContain(t.user.id);

    const html = await (await getPage(`/f/${f.short_code}`)).text();
    expect(html).toContain('Funds managed by Achieng Odhiambo (organiser) and 1 treasurer');
    expect(html).not.toContain(t.email);
    expect(JSON.parse(islandJson(html)).review.fundraiser.treasurers_count).toBe(1);
    const sw = await (await getPage(`/f/${f.short_code}`, { cookie: 'harambee_lang=sw' })).text();
    expect(sw).toContain('Pesa zinasimamiwa na Achieng Odhiambo (mwandalizi) na mweka hazina 1');
  });
});
