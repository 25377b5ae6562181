import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session, STRONG_PASSWORD, uniqueEmail, type Reply } from '#tests/support/api.ts';
import { latestCode, outbox, register, verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';

// POST /users/social-register/ with real ID tokens from the Firebase Auth emulator.

afterAll(closeTestDb);

type ProviderId = 'google.com' | 'facebook.com' | 'twitter.com';

const cookieValue = (reply: Reply, name: string) =>
  reply.setCookies
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);

/** The Firebase uid the token names (its `sub` claim); the emulator's tokens are plain JWTs. */
const tokenUid = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

async function idToken(providerId: ProviderId, opts: { email?: string; emailVerified?: boolean; name?: string } = {}) {
  return emulatorIdToken({ providerId, sub: `${providerId}-${randomUUID()}`, name: 'Wanjiru Kamau', ...opts });
}

const socialRegister = (session: Session, body: Record<string, unknown>) =>
  session.post('/users/social-register/', body);

const userRow = (id: string) => testDb().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /users/social-register/', () => {
  it('signs a Google user up: provider and uid from the token, verified, cookies set', async () => {
    const email = uniqueEmail('google');
    const token = await idToken('google.com', { email });
    const session = new Session();
    const reply = await socialRegister(session, {
      id_token: token,
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      email_address: email,
      photoURL: 'https://example.test/me.png',
      uid: 'forged-uid',
      provider: 'email',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.loginSuccess);
    expect(reply.body.data.user).toMatchObject({
      email_address: email,
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      provider: 'google',
      uid: tokenUid(token),
      is_verified: true,
      photo_url: 'https://example.test/me.png',
    });
    expect(reply.body.data.user.uid).not.toBe('forged-uid');
    expect(cookieValue(reply, 'access_token')).toBeTruthy();
    expect(cookieValue(reply, 'refresh_token')).toBeTruthy();

    const row = await userRow(reply.body.data.user.id);
    expect(row).toMatchObject({ uid: tokenUid(token), provider: 'google', is_verified: 1, password_hash: null });
    const me = await session.get('/users/me/');
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(reply.body.data.user.id);
  });

  it('takes the names from the token when the body has none', async () => {
    const reply = await socialRegister(new Session(), {
      id_token: await idToken('google.com', { email: uniqueEmail('named') }),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ firstname: 'Wanjiru', lastname: 'Kamau', full_name: 'Wanjiru Kamau' });
  });

  it('signs the same identity in to the same user, never a duplicate', async () => {
    const email = uniqueEmail('again');
    const token = await idToken('google.com', { email });
    const first = await socialRegister(new Session(), { id_token: token });
    const second = await socialRegister(new Session(), { id_token: token, firstname: 'Other' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.user.firstname).toBe('Wanjiru');
    const rows = await testDb().selectFrom('users').select('id').where('email_address', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['facebook.com', 'facebook'],
    ['twitter.com', 'twitter'],
  ] as const)('maps %s to the provider %s', async (providerId, provider) => {
    const email = uniqueEmail(provider);
    const token = await idToken(providerId, { email });
    const reply = await socialRegister(new Session(), { id_token: token, provider: 'google' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({
      provider,
      uid: tokenUid(token),
      email_address: email,
      is_verified: true,
    });
  });

  it('uses the body e-mail for an X account without one, unverified, and e-mails a code', async () => {
    const email = uniqueEmail('x-no-mail');
    const token = await emulatorIdToken({ providerId: 'twitter.com', sub: `x-${randomUUID()}`, name: 'Otieno Were' });
    const session = new Session();
    const reply = await socialRegister(session, { id_token: token, email_address: email });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({
      email_address: email,
      provider: 'twitter',
      is_verified: false,
      verified_at: null,
    });
    const code = await latestCode(email);
    const verified = await session.post('/users/verify-account/', { email_address: email, verification_code: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ id: reply.body.data.user.id, is_verified: true });
  });

  it('asks for an e-mail when neither the token nor the body has one', async () => {
    const token = await emulatorIdToken({ providerId: 'twitter.com', sub: `x-${randomUUID()}` });
    const reply = await socialRegister(new Session(), { id_token: token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.emailRequired, errors: { email_address: [MSG.emailRequired] } });
  });

  it("answers a token Firebase does not accept with 401 'Firebase authentication failed'", async () => {
    for (const id_token of ['garbage', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const reply = await socialRegister(new Session(), { id_token, uid: 'someone', provider: 'google' });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: MSG.socialTokenInvalid });
      expect(reply.setCookies).toEqual([]);
    }
  });

  it('answers a missing id_token with 400', async () => {
    const reply = await socialRegister(new Session(), {
      uid: 'abc',
      provider: 'google',
      email_address: uniqueEmail('no-token'),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.socialTokenInvalid, errors: { id_token: [MSG.socialTokenInvalid] } });
  });

  it('links a verified provider e-mail to the existing password account', async () => {
    const { email, user } = await verifiedUser('link');
    const token = await idToken('google.com', { email });
    const reply = await socialRegister(new Session(), { id_token: token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({
      id: user.id,
      email_address: email,
      uid: tokenUid(token),
      is_verified: true,
    });
    const login = await new Session().post('/users/login/', { email_address: email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    const again = await socialRegister(new Session(), { id_token: token });
    expect(again.body.data.user.id).toBe(user.id);
  });

  it('links and verifies an unverified password account when the provider vouches for the e-mail', async () => {
    const { email, reply: created } = await register(new Session(), { email_address: uniqueEmail('link-unverified') });
    const reply = await socialRegister(new Session(), { id_token: await idToken('facebook.com', { email }) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ id: created.body.data.user.id, is_verified: true });
  });

  it('does not let a password set before the e-mail was proven sign in once a provider links the account', async () => {
    // Pre-account hijacking: someone signs up with another person's e-mail and a password they
    // know, never verifies; the owner later uses Google and the account is linked and verified.
    const email = uniqueEmail('prehijack');
    const squatter = await register(new Session(), {
      email_address: email,
      password: 'Squ4tter!Pw',
      password_confirm: 'Squ4tter!Pw',
    });
    expect(squatter.reply.status).toBe(201);
    const owner = await socialRegister(new Session(), { id_token: await idToken('google.com', { email }) });
    expect(owner.status).toBe(200);
    const intruder = await new Session().post('/users/login/', { email_address: email, password: 'Squ4tter!Pw' });
    expect(intruder.setCookies).toEqual([]);
    expect(intruder.status).toBe(401);
  });

  it('does not let an X identity that claimed an unproven e-mail into the account after the owner proves it', async () => {
    const email = uniqueEmail('x-squat');
    const xToken = await emulatorIdToken({ providerId: 'twitter.com', sub: `x-${randomUUID()}` });
    const claim = await socialRegister(new Session(), { id_token: xToken, email_address: email });
    expect(claim.status).toBe(200);
    expect(claim.body.data.user.is_verified).toBe(false);
    // The owner of the mailbox resets the password through the e-mailed link.
    expect((await new Session().post('/users/forgot-password/', { email_address: email })).status).toBe(200);
    const link = (await outbox(email)).find((m) => /reset/i.test(m.subject))!.text.match(/token=([\w-]+)/)![1]!;
    const reset = await new Session().post('/users/reset-password/', {
      token: link,
      new_password: 'Own3r!Pass',
      password_confirm: 'Own3r!Pass',
    });
    expect(reset.status).toBe(200);
    const owner = await new Session().post('/users/login/', { email_address: email, password: 'Own3r!Pass' });
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.is_verified).toBe(true);

    const attacker = new Session();
    await socialRegister(attacker, { id_token: xToken, email_address: email });
    const me = await attacker.get('/users/me/');
    expect(me.body?.data?.user?.id, 'the X identity reached the verified account').not.toBe(owner.body.data.user.id);
  });

  it('refuses with 409 a token whose unverified e-mail belongs to an existing account', async () => {
    const { email, user } = await verifiedUser('claim');
    const token = await idToken('facebook.com', { email, emailVerified: false });
    const reply = await socialRegister(new Session(), { id_token: token });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      message: MSG.socialEmailConflict,
      errors: { email_address: [MSG.socialEmailConflict] },
    });
    expect(reply.setCookies).toEqual([]);
    expect((await userRow(user.id)).uid).toBeNull();
  });

  it('refuses with 409 an X sign-up claiming the e-mail of an existing account in the body', async () => {
    const { email, user } = await verifiedUser('claim-x');
    const token = await emulatorIdToken({ providerId: 'twitter.com', sub: `x-${randomUUID()}` });
    const reply = await socialRegister(new Session(), { id_token: token, email_address: email });
    expect(reply.status).toBe(409);
    expect(reply.body.errors).toEqual({ email_address: [MSG.socialEmailConflict] });
    expect((await userRow(user.id)).uid).toBeNull();
    expect((await outbox(email)).filter((m) => /verification code/i.test(m.subject))).toHaveLength(1);
  });
});
