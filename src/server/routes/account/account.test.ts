import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';

// GET and PATCH /users/me/. Passwords (change, forgot, reset): account.password.test.ts; the e-mail
// change: account.email-change.test.ts (asking), -confirm (the code), -undo (the link).

const patchMe = (session: Session, json: Record<string, unknown>) =>
  session.request('/users/me/', { method: 'PATCH', json });

async function googleUser() {
  const email = uniqueEmail('google');
  const id_token = await emulatorIdToken({
    providerId: 'google.com',
    sub: `g-${randomUUID()}`,
    email,
    name: 'Njeri Mwangi',
  });
  const session = new Session();
  const reply = await session.post('/users/social-register/', { id_token });
  expect(reply.status).toBe(200);
  expect(reply.body.data.user.provider).toBe('google');
  return { session, email };
}

describe('GET /users/me/', () => {
  it('answers 401 in the one error shape without credentials', async () => {
    const reply = await new Session().get('/users/me/');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: MSG.notAuthenticated });
  });

  it.each([
    'Bearer not-a-jwt',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl',
    'Basic dXNlcjpwYXNz',
  ])('answers 401 for the Authorization header %j', async (authorization) => {
    const reply = await new Session().get('/users/me/', { authorization });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: MSG.notAuthenticated });
  });

  it('returns the signed-in user without password data', async () => {
    const { session, email, user } = await verifiedUser('me');
    const reply = await session.get('/users/me/');
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({
      id: user.id,
      email_address: email,
      provider: 'email',
      is_verified: true,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|argon2/i);
  });
});

describe('PATCH /users/me/', () => {
  it('updates names, mobile number, country code and bio', async () => {
    const { session, user } = await verifiedUser('profile');
    const changes = {
      firstname: 'Kamau',
      lastname: 'Njoroge',
      mobile_number: '+254712345678',
      country_code: '+254',
      bio: 'Teacher in Nakuru.',
    };
    const reply = await patchMe(session, changes);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.profileUpdated);
    expect(reply.body.data.user).toMatchObject({
      id: user.id,
      ...changes,
      full_name: 'Kamau Njoroge',
      is_verified: true,
    });
    const me = await session.get('/users/me/');
    expect(me.body.data.user).toMatchObject(changes);
  });

  it('clears optional fields with empty strings and leaves fields it was not sent alone', async () => {
    const { session } = await verifiedUser('clear');
    expect((await patchMe(session, { mobile_number: '0712345678', bio: 'Hello' })).status).toBe(200);
    const reply = await patchMe(session, { bio: '' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ bio: null, mobile_number: '0712345678', firstname: 'Achieng' });
  });

  it('accepts a bio of 200 characters and refuses 201', async () => {
    const { session } = await verifiedUser('bio');
    const ok = await patchMe(session, { bio: 'a'.repeat(200) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.bio).toHaveLength(200);

    const tooLong = await patchMe(session, { bio: 'b'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: MSG.bioMax, errors: { bio: [MSG.bioMax] } });
    expect((await session.get('/users/me/')).body.data.user.bio).toBe('a'.repeat(200));
  });

  it.each(['12ab34', '123', '+2547123456789012', '0712 345 678x'])(
    'refuses the mobile number %j with 400',
    async (mobile_number) => {
      const { session } = await verifiedUser('mobile');
      const reply = await patchMe(session, { mobile_number });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: 'Enter a valid mobile number',
        errors: { mobile_number: ['Enter a valid mobile number'] },
      });
    },
  );

  it('refuses a bad country code and an empty first name', async () => {
    const { session } = await verifiedUser('fields');
    const code = await patchMe(session, { country_code: 'Kenya' });
    expect(code.status).toBe(400);
    expect(Object.keys(code.body.errors)).toEqual(['country_code']);
    const name = await patchMe(session, { firstname: '  ' });
    expect(name.status).toBe(400);
    expect(name.body).toEqual({ message: MSG.firstnameRequired, errors: { firstname: [MSG.firstnameRequired] } });
  });

  it('ignores fields a user may not set on themself', async () => {
    const { session, user } = await verifiedUser('escalate');
    const reply = await patchMe(session, { role: 'reviewer', provider: 'google', uid: 'x', id: 'other', bio: 'ok' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ id: user.id, role: 'user', provider: 'email', uid: null, bio: 'ok' });
  });

  it('keeps the account verified when the same e-mail is sent again', async () => {
    const { session, email } = await verifiedUser('same');
    const reply = await patchMe(session, {
      email_address: email.toUpperCase(),
      current_password: STRONG_PASSWORD,
      firstname: 'Same',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.profileUpdated);
    expect(reply.body.data.user).toMatchObject({ email_address: email, is_verified: true, firstname: 'Same' });
    expect(reply.body.data.pending_email_address).toBeUndefined();
    expect((await outbox(email)).filter((m) => /email address/i.test(m.subject))).toEqual([]);
  });

  it("refuses another account's e-mail with 409", async () => {
    const { session, email } = await verifiedUser('mine');
    const other = await verifiedUser('theirs');
    const reply = await patchMe(session, { email_address: other.email, current_password: STRONG_PASSWORD });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: MSG.emailTaken, errors: { email_address: [MSG.emailTaken] } });
    expect((await session.get('/users/me/')).body.data.user).toMatchObject({ email_address: email, is_verified: true });
  });

  it('does not let a Google account change its e-mail', async () => {
    const { session, email } = await googleUser();
    const elsewhere = uniqueEmail('elsewhere');
    const reply = await patchMe(session, { email_address: elsewhere, current_password: STRONG_PASSWORD });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.googleEmailLocked, errors: { email_address: [MSG.googleEmailLocked] } });
    expect((await session.get('/users/me/')).body.data.user).toMatchObject({ email_address: email, is_verified: true });
    expect(await outbox(elsewhere)).toEqual([]);

    // The address stays out of a Google account's profile updates: it has no password to send with it.
    const names = await patchMe(session, { firstname: 'Njeri', lastname: 'Wambui' });
    expect(names.status).toBe(200);
    expect(names.body.data.user).toMatchObject({ lastname: 'Wambui', email_address: email });
  });

  it('answers 401 without credentials', async () => {
    const reply = await patchMe(new Session(), { firstname: 'Nobody' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: MSG.notAuthenticated });
  });
});
