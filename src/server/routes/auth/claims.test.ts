import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { latestCode, outbox, register } from '#tests/support/accounts.ts';
import { Session, uniqueEmail } from '#tests/support/api.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';

// An unverified account is only a claim on an e-mail address: whoever proves the address decides
// the password and names, never whoever typed it first (pre-account hijacking). A code completes
// only the sign-up that asked for it, in the browser that asked for it.

const login = (email: string, password: string) =>
  new Session().post('/users/login/', { email_address: email, password });

const verify = (session: Session, email_address: string, verification_code: string) =>
  session.post('/users/verify-account/', { email_address, verification_code });

/** Every verification code mailed to the address, oldest first. */
async function codesSentTo(email: string) {
  const mails = (await outbox(email)).filter((m) => /verification code/i.test(m.subject)).reverse();
  return mails.map((m) => m.text.match(/\b(\d{6})\b/)![1]!);
}

const OWNER = { firstname: 'Owner', password: 'Own3r!Pass', password_confirm: 'Own3r!Pass' };
const ATTACKER = { firstname: 'Mallory', password: 'Att4cker!Pw', password_confirm: 'Att4cker!Pw' };

describe('claims on an unverified e-mail', () => {
  it('gives the account to the sign-up whose code is verified', async () => {
    const email = uniqueEmail('claim');
    const squatter = await register(new Session(), {
      email_address: email,
      firstname: 'Squat',
      password: 'Squ4tter!Pw',
      password_confirm: 'Squ4tter!Pw',
    });
    expect(squatter.reply.status).toBe(201);
    const ownerSession = new Session();
    const owner = await register(ownerSession, { email_address: email, ...OWNER });
    expect(owner.reply.status).toBe(200);
    expect(owner.reply.body.status).toBe('warning');

    const verified = await verify(ownerSession, email, await latestCode(email));
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ firstname: 'Owner', is_verified: true, provider: 'email' });
    expect((await login(email, 'Own3r!Pass')).status).toBe(200);
    expect((await login(email, 'Squ4tter!Pw')).status).toBe(401);
  });

  it("changes nothing when the owner types the attacker's newer code, and keeps the owner's code alive", async () => {
    const email = uniqueEmail('race');
    const ownerSession = new Session();
    expect((await register(ownerSession, { email_address: email, ...OWNER })).reply.status).toBe(201);
    const attacker = await register(new Session(), { email_address: email, ...ATTACKER });
    // The second sign-up learns nothing of the account: no id, names, mobile or bio.
    expect(attacker.reply.status).toBe(200);
    expect(attacker.reply.body).toEqual({ message: MSG.verifyEmailWarning, status: 'warning' });

    const [ownerCode, attackerCode] = await codesSentTo(email);
    if (attackerCode !== ownerCode) {
      const wrong = await verify(ownerSession, email, attackerCode!);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(MSG.invalidCode);
      expect((await login(email, 'Own3r!Pass')).status).toBe(403);
    }
    // The first attempt's code was not voided by the second sign-up.
    const verified = await verify(ownerSession, email, ownerCode!);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.firstname).toBe('Owner');
    expect((await login(email, 'Own3r!Pass')).status).toBe(200);
    expect((await login(email, 'Att4cker!Pw')).status).toBe(401);
  });

  it("does not let a code be used from another browser, even the one of the sign-up's own code", async () => {
    const email = uniqueEmail('browser');
    await register(new Session(), { email_address: email, ...OWNER });
    const elsewhere = await verify(new Session(), email, await latestCode(email));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(MSG.invalidCode);
    expect((await login(email, 'Own3r!Pass')).status).toBe(403);
  });

  it('keeps the first sign-up when its own code is verified after a resend', async () => {
    const email = uniqueEmail('claim');
    const session = new Session();
    await register(session, { email_address: email, firstname: 'First' });
    expect((await session.post('/users/resend-verification-code/', { email_address: email })).status).toBe(200);
    const verified = await verify(session, email, await latestCode(email));
    expect(verified.body.data.user.firstname).toBe('First');
  });

  it('lets an unverified sign-in ask for a code and verify in its own browser', async () => {
    const email = uniqueEmail('signin');
    await register(new Session(), { email_address: email, ...OWNER });
    const device = new Session();
    expect((await device.post('/users/login/', { email_address: email, password: OWNER.password })).status).toBe(403);
    expect((await device.post('/users/resend-verification-code/', { email_address: email })).status).toBe(200);
    expect((await verify(device, email, await latestCode(email))).status).toBe(200);
  });

  it('lets the owner sign up over an X identity that claimed the address, and drops that identity', async () => {
    const email = uniqueEmail('x-claim');
    const xToken = await emulatorIdToken({ providerId: 'twitter.com', sub: `x-${randomUUID()}` });
    const claim = await new Session().post('/users/social-register/', { id_token: xToken, email_address: email });
    expect(claim.body.data.user).toMatchObject({ is_verified: false, provider: 'twitter' });

    const ownerSession = new Session();
    const owner = await register(ownerSession, { email_address: email, ...OWNER });
    expect(owner.reply.status).toBe(200);
    const verified = await verify(ownerSession, email, await latestCode(email));
    expect(verified.body.data.user).toMatchObject({ is_verified: true, provider: 'email', uid: null });

    const again = await new Session().post('/users/social-register/', { id_token: xToken, email_address: email });
    expect(again.status).toBe(409);
    expect((await login(email, 'Own3r!Pass')).status).toBe(200);
  });
});
