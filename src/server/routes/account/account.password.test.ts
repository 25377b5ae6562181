import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { RATE_LIMITS } from '#server/auth/rate-limit.ts';
import { apiUrl, Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { outbox, register, verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';

// POST /users/change-password/, /users/forgot-password/ and /users/reset-password/.

afterAll(closeTestDb);

const NEW_PASSWORD = 'N3w!Secret';

const login = (email_address: string, password: string, session = new Session()) =>
  session.post('/users/login/', { email_address, password });

/** The reset token from the newest reset e-mail, checking the link it came in. */
async function resetToken(email: string) {
  const mail = (await outbox(email)).find((m) => /reset/i.test(m.subject));
  expect(mail, 'a reset e-mail').toBeDefined();
  const port = new URL(apiUrl()).port;
  const link = mail!.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toMatch(new RegExp(`^http://localhost:${port}/auth/reset-password\\?token=[\\w-]{20,}$`));
  return new URL(link!).searchParams.get('token')!;
}

const forgot = (email_address: string, session = new Session()) =>
  session.post('/users/forgot-password/', { email_address });
const reset = (token: string, new_password = NEW_PASSWORD, password_confirm = new_password) =>
  new Session().post('/users/reset-password/', { token, new_password, password_confirm });

describe('POST /users/change-password/', () => {
  const change = (
    session: Session,
    current_password: string,
    new_password = NEW_PASSWORD,
    password_confirm = new_password,
  ) => session.post('/users/change-password/', { current_password, new_password, password_confirm });

  it('refuses a wrong current password with 400 on current_password', async () => {
    const { session, email } = await verifiedUser('change');
    const reply = await change(session, 'Wr0ng!Pass');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: MSG.currentPasswordWrong,
      errors: { current_password: [MSG.currentPasswordWrong] },
    });
    expect((await login(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('changes the password, keeps this session and signs the others out', async () => {
    const { session, email } = await verifiedUser('change');
    const other = new Session();
    const otherLogin = await login(email, STRONG_PASSWORD, other);
    expect(otherLogin.status).toBe(200);
    const otherRefresh = other.cookies.get('refresh_token')!;

    const reply = await change(session, STRONG_PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.passwordChanged });

    expect((await session.get('/users/me/')).status).toBe(200);
    expect((await session.post('/token/refresh/')).status).toBe(200);
    expect((await other.get('/users/me/')).status).toBe(401);
    expect((await new Session().post('/token/refresh/', { refresh: otherRefresh })).status).toBe(401);

    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const old = await login(email, STRONG_PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: MSG.invalidCredentials });
  });

  it('applies the strength rule and the confirmation to the new password', async () => {
    const { session } = await verifiedUser('change');
    const weak = await change(session, STRONG_PASSWORD, 'weakpass');
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ message: MSG.passwordStrength, errors: { new_password: [MSG.passwordStrength] } });
    const mismatch = await change(session, STRONG_PASSWORD, NEW_PASSWORD, 'Other!Pass1');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      message: MSG.passwordsMustMatch,
      errors: { password_confirm: [MSG.passwordsMustMatch] },
    });
  });

  it('voids the reset links asked for before the change', async () => {
    const { session, email } = await verifiedUser('change-voids');
    await forgot(email);
    const token = await resetToken(email);
    expect((await change(session, STRONG_PASSWORD)).status).toBe(200);
    const reply = await reset(token, 'An0ther!Pass');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.invalidResetToken, errors: { token: [MSG.invalidResetToken] } });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const reply = await change(new Session(), STRONG_PASSWORD);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: MSG.notAuthenticated });
  });
});

describe('POST /users/forgot-password/', () => {
  it('gives known and unknown e-mails the same answer, and mails only the known one', async () => {
    const { email } = await verifiedUser('forgot');
    const unknown = uniqueEmail('nobody');
    const known = await forgot(email);
    const other = await forgot(unknown);
    for (const reply of [known, other]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: MSG.resetEmailSent, status: 'success' });
    }
    expect(await outbox(unknown)).toEqual([]);
    await resetToken(email);
  });

  it.each([
    [{}, MSG.emailRequired],
    [{ email_address: 'nope' }, MSG.emailInvalid],
  ])('validates the e-mail (%j)', async (body, text) => {
    const reply = await new Session().post('/users/forgot-password/', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: text, errors: { email_address: [text] } });
  });

  it(`allows ${RATE_LIMITS.forgot.perEmail} requests per e-mail in a window, then 429`, async () => {
    const { email } = await verifiedUser('forgot-limit');
    for (let i = 1; i <= RATE_LIMITS.forgot.perEmail; i++)
      expect((await forgot(email)).status, `request ${i}`).toBe(200);
    const blocked = await forgot(email);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MSG.tooManyRequests });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.forgot.windowSeconds);
    expect((await outbox(email)).filter((m) => /reset/i.test(m.subject))).toHaveLength(RATE_LIMITS.forgot.perEmail);
  });
});

describe('POST /users/reset-password/', () => {
  it('sets the new password with the e-mailed token; the token works once', async () => {
    const { email } = await verifiedUser('reset');
    await forgot(email);
    const token = await resetToken(email);
    const reply = await reset(token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.passwordReset, status: 'success' });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, STRONG_PASSWORD)).status).toBe(401);

    const again = await reset(token, 'An0ther!Pass');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: MSG.invalidResetToken, errors: { token: [MSG.invalidResetToken] } });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('voids the other links of the user once one is used', async () => {
    const { email } = await verifiedUser('reset-two');
    await forgot(email);
    const first = await resetToken(email);
    await forgot(email);
    const second = await resetToken(email);
    expect(second).not.toBe(first);
    expect((await reset(second)).status).toBe(200);
    const older = await reset(first, 'An0ther!Pass');
    expect(older.status).toBe(400);
    expect(older.body).toEqual({ message: MSG.invalidResetToken, errors: { token: [MSG.invalidResetToken] } });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { email, user } = await verifiedUser('expired');
    await forgot(email);
    const token = await resetToken(email);
    await testDb()
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const reply = await reset(token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.invalidResetToken, errors: { token: [MSG.invalidResetToken] } });
    expect((await login(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it.each([undefined, '', 'made-up-token'])('refuses the token %j', async (token) => {
    const reply = await new Session().post('/users/reset-password/', {
      token,
      new_password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG.invalidResetToken, errors: { token: [MSG.invalidResetToken] } });
  });

  it('applies the strength rule and the confirmation, and keeps the token usable after a refused try', async () => {
    const { email } = await verifiedUser('reset-rules');
    await forgot(email);
    const token = await resetToken(email);
    const weak = await reset(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ message: MSG.passwordStrength, errors: { new_password: [MSG.passwordStrength] } });
    const mismatch = await reset(token, NEW_PASSWORD, 'Other!Pass1');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      message: MSG.passwordsMustMatch,
      errors: { password_confirm: [MSG.passwordsMustMatch] },
    });
    expect((await reset(token)).status).toBe(200);
  });

  it('signs every existing session out', async () => {
    const { session, email } = await verifiedUser('reset-sessions');
    const refresh = session.cookies.get('refresh_token')!;
    await forgot(email);
    expect((await reset(await resetToken(email))).status).toBe(200);
    expect((await session.get('/users/me/')).status).toBe(401);
    expect((await new Session().post('/token/refresh/', { refresh })).status).toBe(401);
  });

  it('verifies an unverified account, since the link reached its inbox', async () => {
    const { email } = await register(new Session(), { email_address: uniqueEmail('reset-unverified') });
    await forgot(email);
    expect((await reset(await resetToken(email))).status).toBe(200);
    const reply = await login(email, NEW_PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body.data.user.is_verified).toBe(true);
  });
});
