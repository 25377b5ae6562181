import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { latestCode, register } from '#tests/support/accounts.ts';
import { Session, uniqueEmail } from '#tests/support/api.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';

// An unverified account is only a claim on an e-mail address: whoever proves the address decides
// the password and names, never whoever typed it first (pre-account hijacking).

const login = (email: string, password: string) =>
  new Session().post('/users/login/', { email_address: email, password });

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
    const owner = await register(new Session(), {
      email_address: email,
      firstname: 'Owner',
      password: 'Own3r!Pass',
      password_confirm: 'Own3r!Pass',
    });
    expect(owner.reply.status).toBe(200);
    expect(owner.reply.body.status).toBe('warning');

    const verified = await new Session().post('/users/verify-account/', {
      email_address: email,
      verification_code: await latestCode(email),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ firstname: 'Owner', is_verified: true, provider: 'email' });
    expect((await login(email, 'Own3r!Pass')).status).toBe(200);
    expect((await login(email, 'Squ4tter!Pw')).status).toBe(401);
  });

  it('keeps the first sign-up when its own code is verified after a resend', async () => {
    const email = uniqueEmail('claim');
    await register(new Session(), { email_address: email, firstname: 'First' });
    expect((await new Session().post('/users/resend-verification-code/', { email_address: email })).status).toBe(200);
    const verified = await new Session().post('/users/verify-account/', {
      email_address: email,
      verification_code: await latestCode(email),
    });
    expect(verified.body.data.user.firstname).toBe('First');
  });

  it('lets the owner sign up over an X identity that claimed the address, and drops that identity', async () => {
    const email = uniqueEmail('x-claim');
    const xToken = await emulatorIdToken({ providerId: 'twitter.com', sub: `x-${randomUUID()}` });
    const claim = await new Session().post('/users/social-register/', { id_token: xToken, email_address: email });
    expect(claim.body.data.user).toMatchObject({ is_verified: false, provider: 'twitter' });

    const owner = await register(new Session(), {
      email_address: email,
      password: 'Own3r!Pass',
      password_confirm: 'Own3r!Pass',
    });
    expect(owner.reply.status).toBe(200);
    const verified = await new Session().post('/users/verify-account/', {
      email_address: email,
      verification_code: await latestCode(email),
    });
    expect(verified.body.data.user).toMatchObject({ is_verified: true, provider: 'email', uid: null });

    const again = await new Session().post('/users/social-register/', { id_token: xToken, email_address: email });
    expect(again.status).toBe(409);
    expect((await login(email, 'Own3r!Pass')).status).toBe(200);
  });
});
