import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { latestCode, register, verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';
import { donationBody, liveFundraiser, review, waitForDonation } from '#tests/support/donations.ts';
import { completeFundraiser } from '#tests/support/fundraisers.ts';
import { offerItem } from '../items/items.test-support.ts';

// POST /users/me/delete/: "Delete my account".

afterAll(closeTestDb);

const remove = (session: Session, body: Record<string, unknown>) => session.post('/users/me/delete/', body);
const userRow = (id: string) => testDb().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function paidDonation(shortCode: string, overrides: Record<string, unknown>, session = new Session()) {
  const reply = await session.request('/donations/', { json: donationBody(shortCode, overrides) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  await waitForDonation(reply.body.data.id, (d) => d.status === 'succeeded');
  return reply.body.data.id as string;
}

const totals = (r: any) => ({ raised: r.detail.raised_amount, supporters: r.detail.supporters_count });

describe('POST /users/me/delete/ refuses', () => {
  it('a wrong or missing password, and a confirmation that is not exactly DELETE', async () => {
    const { session, email } = await verifiedUser('keep');
    const wrong = await remove(session, { password: 'Wr0ng!Pass', confirm: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: MSG.currentPasswordWrong, errors: { password: [MSG.currentPasswordWrong] } });
    const missing = await remove(session, { confirm: 'DELETE' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ password: [MSG.deletePasswordRequired] });
    for (const confirm of ['delete', 'DELETE ', 'yes', '']) {
      const reply = await remove(session, { password: STRONG_PASSWORD, confirm });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ confirm: [MSG.deleteConfirmWord] });
    }
    expect((await session.get('/users/me/')).body.data.user.email_address).toBe(email);
    const login = await new Session().post('/users/login/', { email_address: email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
  });

  it("without a session (401), and with another account's password", async () => {
    expect((await remove(new Session(), { password: STRONG_PASSWORD, confirm: 'DELETE' })).status).toBe(401);
    const victim = await verifiedUser('victim');
    const other = await verifiedUser('other');
    await other.session.post('/users/change-password/', {
      current_password: STRONG_PASSWORD,
      new_password: 'Oth3r!Pass',
      password_confirm: 'Oth3r!Pass',
    });
    // The victim's password does not open the other account's deletion, and names no one else.
    const reply = await remove(other.session, { password: STRONG_PASSWORD, confirm: 'DELETE' });
    expect(reply.status).toBe(400);
    expect((await victim.session.get('/users/me/')).status).toBe(200);
    expect((await userRow(victim.user.id)).deleted_at).toBeNull();
  });
});

describe('POST /users/me/delete/', () => {
  it('erases the person, keeps the money records anonymous and the public pages whole', async () => {
    // The account: a live fundraiser with donations, one waiting for review, and a donation made.
    const deleted = await liveFundraiser('Desks for Mwangaza School');
    const me = (await deleted.owner.get('/users/me/')).body.data.user;
    await deleted.owner.request('/users/me/', {
      method: 'PATCH',
      json: { mobile_number: '+254712345678', bio: 'Teacher in Nakuru' },
    });
    // A verified phone for codes (D-212), set as its confirmation leaves it.
    await testDb()
      .updateTable('users')
      .set({ phone: '254712345678', phone_verified_at: new Date().toISOString() })
      .where('id', '=', me.id)
      .execute();
    await paidDonation(deleted.short_code, { display_name: 'Guest Giver' });
    await paidDonation(deleted.short_code, { display_name: 'Quiet One', anonymous: true });
    const pending = await completeFundraiser(deleted.owner, 'Books for Mwangaza');
    const elsewhere = await liveFundraiser('Water for Lodwar');
    const madeId = await paidDonation(
      elsewhere.short_code,
      { display_name: 'Achieng Odhiambo', email: 'achieng.receipts@example.test' },
      deleted.owner,
    );
    const other = new Session();
    expect(
      (await other.post('/users/login/', { email_address: me.email_address, password: STRONG_PASSWORD })).status,
    ).toBe(200);
    const before = { own: await review(deleted.short_code), elsewhere: await review(elsewhere.short_code) };
    expect(before.elsewhere.recent_transactions.map((t: any) => t.donor_name)).toContain('Achieng Odhiambo');

    const reply = await remove(deleted.owner, { password: STRONG_PASSWORD, confirm: 'DELETE' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.accountDeleted });
    for (const name of ['access_token', 'refresh_token']) {
      expect(reply.setCookies.some((c) => c.startsWith(`${name}=`) && /max-age=0/i.test(c))).toBe(true);
    }

    // Every session is over: this device's old cookie and the other device's.
    expect((await deleted.owner.get('/users/me/')).status).toBe(401);
    expect((await other.get('/users/me/')).status).toBe(401);
    expect((await other.post('/token/refresh/')).status).toBe(401);
    expect(
      (await new Session().post('/users/login/', { email_address: me.email_address, password: STRONG_PASSWORD }))
        .status,
    ).toBe(401);

    // Nothing personal left in the user's row or the donation they made.
    const row = await userRow(me.id);
    expect(row).toMatchObject({
      firstname: 'Anonymous',
      lastname: '',
      email_address: `deleted-${me.id}@deleted.invalid`,
      password_hash: null,
      mobile_number: null,
      country_code: null,
      phone: null,
      phone_verified_at: null,
      bio: null,
      photo_url: null,
      uid: null,
      is_verified: 0,
    });
    expect(row.deleted_at).toBeTruthy();
    expect(JSON.stringify(row)).not.toMatch(/Achieng|Odhiambo|Nakuru|712345678/);
    const made = await testDb().selectFrom('donations').selectAll().where('id', '=', madeId).executeTakeFirstOrThrow();
    expect(made).toMatchObject({ donor_name: 'Anonymous', anonymous: 1, phone: null, email: null, user_id: null });
    expect(made.status).toBe('succeeded');
    const live = await testDb()
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', me.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    // Public pages: the same totals; the organiser and the donor are 'Anonymous'; closed.
    const after = { own: await review(deleted.short_code), elsewhere: await review(elsewhere.short_code) };
    expect(totals(after.own)).toEqual(totals(before.own));
    expect(totals(after.elsewhere)).toEqual(totals(before.elsewhere));
    expect(after.own.fundraiser.status).toBe('closed');
    expect(after.own.fundraiser.user.full_name).toBe('Anonymous');
    const gifts = after.elsewhere.recent_transactions.map((t: any) => [t.donor_name, t.anonymous]);
    expect(gifts).toContainEqual([null, true]);
    expect(gifts.map(([name]: [string | null]) => name)).not.toContain('Achieng Odhiambo');
    expect(after.elsewhere.fundraiser.status).toBe('live');
    expect((await review(pending.short_code)).fundraiser.status).toBe('closed');

    // The address is free for a new sign-up.
    const fresh = new Session();
    const again = await register(fresh, { email_address: me.email_address });
    expect(again.reply.status).toBe(201);
    const verified = await fresh.post('/users/verify-account/', {
      email_address: me.email_address,
      verification_code: await latestCode(me.email_address),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.id).not.toBe(me.id);
  });

  it('takes its item offers off the list without a phone, and withdraws what it asked for', async () => {
    const leaving = await verifiedUser('item-leaver');
    const other = await verifiedUser('item-other');
    // Its own offer, with a phone for the accepted requester, asked for by the other account.
    const mine = await offerItem(leaving.session, { share_phone: true, phone: '0712 345 678' });
    expect((await other.session.post(`/items/${mine.code}/requests/`, { message: 'For my daughter' })).status).toBe(
      201,
    );
    // The other's offer, which it asked for and was accepted for, with a message in the thread.
    const theirs = await offerItem(other.session);
    const asked = await leaving.session.post(`/items/${theirs.code}/requests/`, { message: 'For Kevin in Kisumu' });
    expect(asked.status).toBe(201);
    expect((await other.session.post(`/item-requests/${asked.body.data.id}/accept/`)).status).toBe(200);
    const said = await leaving.session.post(`/item-requests/${asked.body.data.id}/messages/`, {
      body: 'I live near Kondele market',
    });
    expect(said.status).toBe(201);

    expect((await remove(leaving.session, { password: STRONG_PASSWORD, confirm: 'DELETE' })).status).toBe(200);

    const items = await testDb()
      .selectFrom('items')
      .selectAll()
      .where('code', 'in', [mine.code, theirs.code])
      .execute();
    const own = items.find((i) => i.code === mine.code)!;
    expect(own).toMatchObject({ status: 'removed', phone: null, share_phone: 0 });
    // The other's offer is free again for anyone else who asks.
    expect(items.find((i) => i.code === theirs.code)!.status).toBe('available');
    const requests = await testDb()
      .selectFrom('item_requests')
      .select(['item_id', 'status', 'message'])
      .where('item_id', 'in', [own.id, items.find((i) => i.code === theirs.code)!.id])
      .execute();
    expect(requests.find((r) => r.item_id === own.id)).toMatchObject({ status: 'closed', message: 'For my daughter' });
    expect(requests.find((r) => r.item_id !== own.id)).toMatchObject({ status: 'withdrawn', message: '' });
    const messages = await testDb()
      .selectFrom('item_messages')
      .select('body')
      .where('request_id', '=', asked.body.data.id)
      .execute();
    expect(messages.map((m) => m.body)).toEqual(['']);
    expect((await new Session().get(`/items/${mine.code}/`)).status).toBe(404);
  });

  it('asks an account without a password for a fresh sign-in with its own provider identity', async () => {
    const sub = `google.com-${randomUUID()}`;
    const email = `g-${randomUUID().slice(0, 8)}@example.test`;
    const token = () => emulatorIdToken({ providerId: 'google.com', sub, email, name: 'Kip Google' });
    const session = new Session();
    const signedIn = await session.post('/users/social-register/', { id_token: await token() });
    expect(signedIn.status).toBe(200);
    const id = signedIn.body.data.user.id as string;

    const without = await remove(session, { confirm: 'DELETE' });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ id_token: [MSG.deleteNeedsSignIn] });
    const someoneElse = await emulatorIdToken({ providerId: 'google.com', sub: `google.com-${randomUUID()}` });
    expect((await remove(session, { confirm: 'DELETE', id_token: someoneElse })).status).toBe(400);
    expect((await remove(session, { confirm: 'DELETE', password: 'Anything!1' })).status).toBe(400);
    expect((await userRow(id)).deleted_at).toBeNull();

    const reply = await remove(session, { confirm: 'DELETE', id_token: await token() });
    expect(reply.status).toBe(200);
    expect(await userRow(id)).toMatchObject({ uid: null, email_address: `deleted-${id}@deleted.invalid` });
    // The same Google identity signing in again makes a new, empty account.
    const back = await new Session().post('/users/social-register/', { id_token: await token() });
    expect(back.status).toBe(200);
    expect(back.body.data.user.id).not.toBe(id);
  });
});
