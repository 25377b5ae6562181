import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { latestCode, outbox, register, verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';

// Sign-up: POST /users/register/ (validation, duplicates, the unverified re-register warning and
// the request guards every JSON endpoint shares). Verification and resend: auth.verify.test.ts.

afterAll(closeTestDb);

const codeMails = async (email: string) => (await outbox(email)).filter((m) => /verification code/i.test(m.subject));

const validBody = () => ({
  firstname: 'Achieng',
  lastname: 'Odhiambo',
  email_address: uniqueEmail('reg'),
  password: STRONG_PASSWORD,
  password_confirm: STRONG_PASSWORD,
  terms_accepted: true,
});

describe('POST /users/register/', () => {
  it('creates an unverified account, returns the user without any password data and e-mails a 6-digit code', async () => {
    const { email, reply } = await register(new Session(), { email_address: uniqueEmail('reg') });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(MSG.registered);
    expect(reply.body.data.user).toMatchObject({
      email_address: email,
      firstname: 'Achieng',
      lastname: 'Odhiambo',
      full_name: 'Achieng Odhiambo',
      is_verified: false,
      verified_at: null,
      provider: 'email',
      role: 'user',
    });
    const text = JSON.stringify(reply.body);
    expect(text).not.toMatch(/password|argon2|hash/i);
    expect(text).not.toContain(STRONG_PASSWORD);
    const mails = await codeMails(email);
    expect(mails).toHaveLength(1);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['firstname', { firstname: '' }, MSG.firstnameRequired],
    ['firstname', { firstname: '   ' }, MSG.firstnameRequired],
    ['lastname', { lastname: undefined }, MSG.lastnameRequired],
    ['email_address', { email_address: undefined }, MSG.emailRequired],
    ['email_address', { email_address: '' }, MSG.emailRequired],
    ['email_address', { email_address: 'not-an-email' }, MSG.emailInvalid],
    ['password', { password: undefined, password_confirm: 'x' }, MSG.passwordRequired],
    ['password', { password: 'weakpass1', password_confirm: 'weakpass1' }, MSG.passwordStrength],
    ['password', { password: 'Sh0rt!a', password_confirm: 'Sh0rt!a' }, MSG.passwordStrength],
    ['password', { password: 'NoSpecial123', password_confirm: 'NoSpecial123' }, MSG.passwordStrength],
    ['password_confirm', { password_confirm: '' }, MSG.passwordConfirmRequired],
    ['password_confirm', { password_confirm: undefined }, MSG.passwordConfirmRequired],
    ['password_confirm', { password_confirm: 'Different1!' }, MSG.passwordsMustMatch],
  ])('rejects a bad %s with 400 and its spec message (%j)', async (field, override, text) => {
    const body = { ...validBody(), ...override };
    const reply = await new Session().post('/users/register/', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: text, errors: { [field]: [text] } });
    if (typeof body.email_address === 'string' && body.email_address.includes('@')) {
      expect(await outbox(body.email_address)).toEqual([]);
    }
  });

  it('reports every missing field at once, one message list per field', async () => {
    const reply = await new Session().post('/users/register/', {});
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      firstname: [MSG.firstnameRequired],
      lastname: [MSG.lastnameRequired],
      email_address: [MSG.emailRequired],
      password: [MSG.passwordRequired],
      password_confirm: [MSG.passwordConfirmRequired],
    });
    expect(reply.body.message).toBe(MSG.firstnameRequired);
  });

  it('does not require terms_accepted', async () => {
    const { terms_accepted: _omitted, ...body } = validBody();
    const reply = await new Session().post('/users/register/', body);
    expect(reply.status).toBe(201);
    expect(reply.body.data.user.email_address).toBe(body.email_address);
  });

  it('refuses an e-mail that already has a verified account with 409 on email_address', async () => {
    const { email } = await verifiedUser('dup');
    const reply = await new Session().post('/users/register/', { ...validBody(), email_address: email });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: MSG.emailTaken, errors: { email_address: [MSG.emailTaken] } });
    expect(await codeMails(email)).toHaveLength(1);
  });

  it('answers a second sign-up of an unverified e-mail with the warning and a code of its own, telling nothing of the account', async () => {
    const session = new Session();
    const first = await register(session, { email_address: uniqueEmail('again') });
    expect(first.reply.status).toBe(201);
    const oldCode = await latestCode(first.email);

    const secondBrowser = new Session();
    const again = await register(secondBrowser, { email_address: first.email, firstname: 'Changed' });
    expect(again.reply.status).toBe(200);
    expect(again.reply.body).toEqual({ status: 'warning', message: MSG.verifyEmailWarning });
    // Only this browser's attempt cookie: no session.
    expect(again.reply.setCookies.map((line) => line.split('=')[0])).toEqual(['verify_attempt']);
    expect(await codeMails(first.email)).toHaveLength(2);

    // Each browser completes its own sign-up with its own code; the first code still works.
    const newCode = await latestCode(first.email);
    if (newCode !== oldCode) {
      const crossed = await session.post('/users/verify-account/', {
        email_address: first.email,
        verification_code: newCode,
      });
      expect(crossed.status).toBe(400);
    }
    const ok = await session.post('/users/verify-account/', { email_address: first.email, verification_code: oldCode });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.firstname).toBe('Achieng');
  });

  it('matches e-mails case-insensitively and stores them in lower case', async () => {
    const email = uniqueEmail('case');
    const mixed = email.replace(/^case/, 'CaSe').replace('example.test', 'Example.TEST');
    const created = await new Session().post('/users/register/', { ...validBody(), email_address: mixed });
    expect(created.status).toBe(201);
    expect(created.body.data.user.email_address).toBe(email);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);

    const again = await new Session().post('/users/register/', { ...validBody(), email_address: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('warning');
    expect(await codeMails(email)).toHaveLength(2);
  });

  it('ignores unknown fields and fields a client may not set', async () => {
    const body = {
      ...validBody(),
      is_verified: true,
      role: 'reviewer',
      provider: 'google',
      uid: 'x',
      favourite_colour: 'green',
    };
    const reply = await new Session().post('/users/register/', body);
    expect(reply.status).toBe(201);
    expect(reply.body.data.user).toMatchObject({ is_verified: false, role: 'user', provider: 'email', uid: null });
    expect(reply.body.data.user).not.toHaveProperty('favourite_colour');
    const row = await testDb()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', reply.body.data.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_verified: 0, role: 'user', provider: 'email', uid: null });
  });

  it('answers a malformed JSON body with 400 and the JSON message', async () => {
    const reply = await new Session().request('/users/register/', {
      method: 'POST',
      body: '{"firstname": "Achieng",',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.malformedJson });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('refuses a %s body with 400', async (type) => {
    const body = validBody();
    const reply = await new Session().request('/users/register/', {
      method: 'POST',
      body: type === 'text/plain' ? JSON.stringify(body) : new URLSearchParams(body as never).toString(),
      headers: { 'content-type': type },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.jsonRequired });
    expect(await outbox(body.email_address)).toEqual([]);
  });
});
