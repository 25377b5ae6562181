import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { RATE_LIMITS } from '#server/auth/rate-limit.ts';
import { rawRequest, Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { outbox, verifiedUser } from '#tests/support/accounts.ts';
import { askChange, changeCode, login, me, notice, patchMe } from '#tests/support/email-change.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';

// Asking for a new e-mail: PATCH /users/me/ with the current password. The code sent to the new
// address: account.email-confirm.test.ts; the undo link sent to the old one: account.email-undo.test.ts.

describe('PATCH /users/me/ with a new e-mail', () => {
  it('refuses a change without the current password, and changes nothing', async () => {
    const { session, email } = await verifiedUser('no-password');
    const newEmail = uniqueEmail('no-password-new');
    const reply = await patchMe(session, { email_address: newEmail, firstname: 'Kamau' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: MSG.currentPasswordRequired,
      errors: { current_password: [MSG.currentPasswordRequired] },
    });
    expect(await me(session)).toMatchObject({ email_address: email, is_verified: true, firstname: 'Achieng' });
    expect(await outbox(newEmail)).toEqual([]);
  });

  it('refuses a wrong current password with 400 on current_password, and changes nothing', async () => {
    const { session, email } = await verifiedUser('wrong-password');
    const newEmail = uniqueEmail('wrong-password-new');
    const reply = await patchMe(session, { email_address: newEmail, current_password: 'Wr0ng!Pass', bio: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: MSG.currentPasswordWrong,
      errors: { current_password: [MSG.currentPasswordWrong] },
    });
    expect(await me(session)).toMatchObject({ email_address: email, is_verified: true, bio: null });
    expect(await outbox(newEmail)).toEqual([]);
    expect((await outbox(email)).filter((m) => /about to change/i.test(m.subject))).toEqual([]);
  });

  it(`limits password guesses like sign-in (${RATE_LIMITS.login.perEmail} per window), then 429`, async () => {
    const { session } = await verifiedUser('guesses');
    for (let i = 1; i <= RATE_LIMITS.login.perEmail; i++) {
      expect((await askChange(session, uniqueEmail('guess'), `Wr0ng!Pass${i}`)).status, `try ${i}`).toBe(400);
    }
    const blocked = await askChange(session, uniqueEmail('guess'));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MSG.tooManyRequests });
  });

  it('keeps the old address, verified, until the new one is confirmed; mails a code to the new and a notice to the old', async () => {
    const { session, email, user } = await verifiedUser('move');
    const newEmail = uniqueEmail('moved');
    const reply = await patchMe(session, {
      email_address: newEmail.toUpperCase(),
      current_password: STRONG_PASSWORD,
      firstname: 'Kamau',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.emailChangeRequested);
    expect(reply.body.data.pending_email_address).toBe(newEmail);
    expect(reply.body.data.user).toMatchObject({
      id: user.id,
      email_address: email,
      is_verified: true,
      firstname: 'Kamau',
    });
    expect(await me(session)).toMatchObject({ email_address: email, is_verified: true });

    expect(await changeCode(newEmail)).toMatch(/^\d{6}$/);
    const { text } = await notice(email);
    expect(text).toContain(newEmail);
    expect((await login(email)).status).toBe(200);
    expect((await login(newEmail)).status).toBe(401);
  });

  it('builds the undo link from PUBLIC_URL, never from a forged Host header', async () => {
    const { session, email } = await verifiedUser('host');
    const body = JSON.stringify({ email_address: uniqueEmail('host-new'), current_password: STRONG_PASSWORD });
    const { status } = await rawRequest('/users/me/', {
      method: 'PATCH',
      headers: {
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-for': session.ip,
        'content-type': 'application/json',
        cookie: [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body,
    });
    expect(status).toBe(200);
    const { text } = await notice(email);
    expect(text).not.toContain('attacker.example');
  });

  it('refuses an account without a password (Facebook, X) and leaves its profile updates working', async () => {
    const email = uniqueEmail('facebook');
    const id_token = await emulatorIdToken({ providerId: 'facebook.com', sub: `f-${randomUUID()}`, email });
    const session = new Session();
    expect((await session.post('/users/social-register/', { id_token })).status).toBe(200);
    const reply = await askChange(session, uniqueEmail('facebook-new'), 'Any!Pass1');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: MSG.emailChangeNeedsPassword,
      errors: { email_address: [MSG.emailChangeNeedsPassword] },
    });
    const bio = await patchMe(session, { bio: 'Fundi in Kisumu' });
    expect(bio.status).toBe(200);
    expect(bio.body.data.user).toMatchObject({ email_address: email, bio: 'Fundi in Kisumu' });
  });
});
