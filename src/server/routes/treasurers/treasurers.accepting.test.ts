import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { verifyPhone } from '#tests/support/sms.ts';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { accept, invitationToken, invite } from '#tests/support/treasurers.ts';
import { startMoneyServer, type MoneyServer } from '#tests/support/withdrawals.ts';

// Accepting a treasurer's invitation (D-205, D-249) on a server of the file's own: what the link
// names before anyone signs in, the account of the invited address with a verified e-mail and a
// phone of its own, and wrong or expired tokens.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('treasurer-invitations');
}, 60_000);
afterAll(() => server?.dispose());

const list = (session: Session, shortCode: string) => session.get(`/fundraisers/${shortCode}/treasurers/`);
const user = (tag: string) => verifiedUser(tag, server.api);

describe('accepting an invitation', () => {
  it('needs the invited address, a verified e-mail and a verified phone, and works once', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const invitee = await user('invitee');
    expect((await invite(owner, shortCode, invitee.email)).status).toBe(201);
    const { token } = await invitationToken(invitee.email, server.api);

    const { session: other } = await user('other');
    await verifyPhone(other);
    const wrongAccount = await accept(other, token);
    expect(wrongAccount.status).toBe(409);
    expect(wrongAccount.body.message).toMatch(/^This invitation was sent to another e-mail address/);
    expect((await accept(owner, token)).status).toBe(409);

    const noPhone = await accept(invitee.session, token);
    expect(noPhone.status).toBe(409);
    expect(noPhone.body.message).toBe(
      'Verify a phone number for codes in your settings first: treasurers approve withdrawals by SMS code.',
    );
    await verifyPhone(invitee.session);
    await server.db().updateTable('users').set({ is_verified: 0 }).where('id', '=', invitee.user.id).execute();
    const unverified = await accept(invitee.session, token);
    expect(unverified.status).toBe(409);
    expect(unverified.body.message).toBe('Verify your e-mail address first, then open the invitation link again.');
    await server.db().updateTable('users').set({ is_verified: 1 }).where('id', '=', invitee.user.id).execute();

    const accepted = await accept(invitee.session, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      message: 'You are now a treasurer of this fundraiser.',
      data: { short_code: shortCode, title: null },
    });
    expect((await accept(invitee.session, token)).status).toBe(404);
    const [row] = (await list(invitee.session, shortCode)).body.data;
    expect(row).toMatchObject({ status: 'active', name: 'Achieng Odhiambo', accepted_at: expect.any(String) });
    expect((await invitee.session.get('/users/me/treasurerships/')).body.data).toEqual([
      expect.objectContaining({ short_code: shortCode, organiser: 'Achieng Odhiambo', awaiting_approval: [] }),
    ]);
  });

  it("refuses an account whose phone is the owner's or another treasurer's: one phone, one approver", async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const ownerPhone = await verifyPhone(owner);
    const [second, third] = [await user('second'), await user('third')];
    for (const person of [second, third]) expect((await invite(owner, shortCode, person.email)).status).toBe(201);

    // The owner's second account, verified with the owner's own phone.
    await verifyPhone(second.session, ownerPhone);
    const { token: secondToken } = await invitationToken(second.email, server.api);
    const refused = await accept(second.session, secondToken);
    expect([refused.status, refused.body.message]).toEqual([409, TREASURER_MSG.samePhone]);

    // With a phone of their own, each accepts; then nobody shares a treasurer's phone either.
    const thirdPhone = await verifyPhone(third.session);
    expect((await accept(third.session, (await invitationToken(third.email, server.api)).token)).status).toBe(200);
    await verifyPhone(second.session, thirdPhone);
    expect((await accept(second.session, secondToken)).body.message).toBe(TREASURER_MSG.samePhone);
    await verifyPhone(second.session);
    expect((await accept(second.session, secondToken)).status).toBe(200);
    expect((await list(owner, shortCode)).body.data.map((t: { status: string }) => t.status)).toEqual([
      'active',
      'active',
    ]);
  });

  it('names the fundraiser, who invited and the address to anyone holding the link, accepting nothing', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const invitee = await user('previewed');
    await invite(owner, shortCode, invitee.email);
    const { token } = await invitationToken(invitee.email, server.api);
    const preview = (t: string, who = new Session(undefined, server.api)) =>
      who.post('/treasurer-invitations/preview/', { token: t });
    const read = await preview(token);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      short_code: shortCode,
      title: null,
      organiser: 'Achieng Odhiambo',
      email_address: invitee.email,
    });
    expect((await list(owner, shortCode)).body.data[0]).toMatchObject({ status: 'invited' });
    // Wrong tokens count against the client's address only: 60, then 429, for that client alone.
    const guesser = new Session(undefined, server.api);
    const statuses = [];
    for (let i = 0; i <= 60; i++) statuses.push((await preview(`guess-${i}`, guesser)).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await preview(token)).status).toBe(200);
    // Once accepted, the link opens nothing.
    await verifyPhone(invitee.session);
    expect((await accept(invitee.session, token)).status).toBe(200);
    expect((await preview(token)).body.message).toBe(TREASURER_MSG.invalidToken);
  });

  it('refuses a wrong or expired token, and limits guesses', async () => {
    const { owner, shortCode } = await server.ownerWithMoney([]);
    const invitee = await user('late');
    await verifyPhone(invitee.session);
    await invite(owner, shortCode, invitee.email);
    const { token } = await invitationToken(invitee.email, server.api);
    await server
      .db()
      .updateTable('fundraiser_treasurers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email_address', '=', invitee.email)
      .execute();
    const expired = await accept(invitee.session, token);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('This invitation has expired. Ask the organiser to invite you again.');
    const previewed = await new Session(undefined, server.api).post('/treasurer-invitations/preview/', { token });
    expect([previewed.status, previewed.body.message]).toEqual([409, TREASURER_MSG.expiredToken]);
    // A new invitation to the same address replaces the expired one.
    expect((await invite(owner, shortCode, invitee.email)).status).toBe(201);
    expect((await list(owner, shortCode)).body.data).toHaveLength(1);

    const { session: guesser } = await user('guesser');
    const replies = [];
    for (let i = 0; i < 11; i++) replies.push((await accept(guesser, `guess-${i}`)).status);
    expect(replies.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(replies[10]).toBe(429);
  });
});
