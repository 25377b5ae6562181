import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { RATE_LIMITS } from '#server/auth/rate-limit.ts';
import { Session, STRONG_PASSWORD, uniqueEmail, type Reply } from '#tests/support/api.ts';
import { register, verifiedUser } from '#tests/support/accounts.ts';

// POST /users/login/ and the rate limits of the sign-in family.

const cookieValue = (reply: Reply, name: string) =>
  reply.setCookies
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);

const login = (session: Session, body: Record<string, unknown>) => session.post('/users/login/', body);

/** Rate limits count in fixed windows; start a burst well clear of a window's end. */
async function clearOfWindowEdge(windowSeconds: number, needSeconds = 20) {
  const now = Date.now() / 1000;
  const left = windowSeconds - (now % windowSeconds);
  if (left < needSeconds) await new Promise((r) => setTimeout(r, (left + 1) * 1000));
}

/** A client address no other Session uses, for tests that exhaust a per-address limit. */
const lonelyIp = () =>
  `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

describe('POST /users/login/', () => {
  it('signs in with email_address, sets both cookies and returns the user', async () => {
    const { email, user } = await verifiedUser('login');
    const session = new Session();
    const reply = await login(session, { email_address: email, password: STRONG_PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.loginSuccess);
    expect(reply.body.data.user).toMatchObject({ id: user.id, email_address: email, is_verified: true });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|argon2/i);
    expect(cookieValue(reply, 'access_token')).toBeTruthy();
    expect(cookieValue(reply, 'refresh_token')).toBeTruthy();
    const me = await session.get('/users/me/');
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(user.id);
  });

  it('accepts `email` as an alias and any letter case in the address', async () => {
    const { email, user } = await verifiedUser('alias');
    const reply = await login(new Session(), { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG.loginSuccess);
    expect(reply.body.data.user.id).toBe(user.id);
  });

  it('gives a wrong password and an unknown e-mail the same 401 answer, without cookies', async () => {
    const { email } = await verifiedUser('wrong');
    const wrong = await login(new Session(), { email_address: email, password: 'Wr0ng!Pass' });
    const unknown = await login(new Session(), { email_address: uniqueEmail('ghost'), password: STRONG_PASSWORD });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: MSG.invalidCredentials });
      expect(reply.setCookies).toEqual([]);
    }
  });

  it('answers an unverified account with the right password with 403, the warning and data.user, and no session', async () => {
    const { email, reply: created } = await register(new Session(), { email_address: uniqueEmail('unverified') });
    const session = new Session();
    const reply = await login(session, { email_address: email, password: STRONG_PASSWORD });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(MSG.verifyEmailWarning);
    expect(reply.body.data.user).toMatchObject({ id: created.body.data.user.id, is_verified: false });
    // Only the cookie that lets this browser ask for a code and verify (HttpOnly, sign-up calls only).
    expect(reply.setCookies).toHaveLength(1);
    expect(reply.setCookies[0]).toMatch(
      /^verify_attempt=[^;]{20,};.*Path=\/api\/users\/;.*HttpOnly;.*SameSite=Strict/i,
    );
    expect((await session.get('/users/me/')).status).toBe(401);
  });

  it('gives an unverified account with a wrong password the plain 401', async () => {
    const { email } = await register(new Session(), { email_address: uniqueEmail('unverified') });
    const reply = await login(new Session(), { email_address: email, password: 'Wr0ng!Pass' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: MSG.invalidCredentials });
  });

  it('accepts the access token from the cookie as a Bearer header', async () => {
    const { email, user } = await verifiedUser('bearer');
    const reply = await login(new Session(), { email_address: email, password: STRONG_PASSWORD });
    const access = cookieValue(reply, 'access_token');
    expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await new Session().get('/users/me/', { authorization: `Bearer ${access}` });
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(user.id);
  });

  it.each([
    ['email_address', { password: STRONG_PASSWORD }, MSG.loginEmailRequired],
    ['email_address', { email_address: 'not-an-email', password: STRONG_PASSWORD }, MSG.loginEmailInvalid],
    ['password', { email_address: 'someone@example.test' }, MSG.passwordRequired],
    ['password', { email_address: 'someone@example.test', password: '' }, MSG.passwordRequired],
  ])('validates %s (%j)', async (field, body, text) => {
    const reply = await login(new Session(), body);
    expect(reply.status).toBe(400);
    expect(reply.body.errors[field]).toEqual([text]);
    expect(reply.body.message).toBe(text);
  });
});

describe('rate limits', () => {
  it(`limits sign-in per e-mail: the attempt after ${RATE_LIMITS.login.perEmail} gets 429, whatever the address`, async () => {
    await clearOfWindowEdge(RATE_LIMITS.login.windowSeconds);
    const { email } = await verifiedUser('limited');
    for (let i = 1; i <= RATE_LIMITS.login.perEmail; i++) {
      const reply = await login(new Session(), { email_address: email, password: 'Wr0ng!Pass' });
      expect(reply.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await login(new Session(), { email_address: email, password: STRONG_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MSG.tooManyRequests });
    expect(blocked.setCookies).toEqual([]);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.login.windowSeconds);

    // Another account is not affected: the limit is the e-mail's, not everyone's.
    const other = await verifiedUser('unlimited');
    const fine = await login(new Session(), { email_address: other.email, password: STRONG_PASSWORD });
    expect(fine.status).toBe(200);
  }, 60_000);

  it(`limits resend per client address: request ${RATE_LIMITS.resend.perIp + 1} from one address gets 429`, async () => {
    await clearOfWindowEdge(RATE_LIMITS.resend.windowSeconds);
    const session = new Session(lonelyIp());
    for (let i = 1; i <= RATE_LIMITS.resend.perIp; i++) {
      const reply = await session.post('/users/resend-verification-code/', { email_address: uniqueEmail('ip') });
      expect(reply.status, `request ${i}`).toBe(200);
    }
    const blocked = await session.post('/users/resend-verification-code/', { email_address: uniqueEmail('ip') });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MSG.tooManyRequests });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const elsewhere = await new Session().post('/users/resend-verification-code/', {
      email_address: uniqueEmail('ip'),
    });
    expect(elsewhere.status).toBe(200);
  }, 60_000);

  it(`limits resend per e-mail: request ${RATE_LIMITS.resend.perEmail + 1} for one e-mail gets 429`, async () => {
    await clearOfWindowEdge(RATE_LIMITS.resend.windowSeconds);
    const email = uniqueEmail('resend-limit');
    for (let i = 1; i <= RATE_LIMITS.resend.perEmail; i++) {
      const reply = await new Session().post('/users/resend-verification-code/', { email_address: email });
      expect(reply.status, `request ${i}`).toBe(200);
    }
    const blocked = await new Session().post('/users/resend-verification-code/', { email_address: email });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MSG.tooManyRequests });
  }, 60_000);

  it('counts the address our proxy saw, not the ones a client writes into X-Forwarded-For', async () => {
    // The suite's server trusts one proxy hop: the right-most entry is the client, whatever
    // addresses the client put to its left to look like many.
    await clearOfWindowEdge(RATE_LIMITS.resend.windowSeconds);
    const session = new Session();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.resend.perIp; i++) {
      const reply = await session.post(
        '/users/resend-verification-code/',
        { email_address: uniqueEmail('hops') },
        { 'x-forwarded-for': `198.51.100.${i % 250}, ${session.ip}` },
      );
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, RATE_LIMITS.resend.perIp).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it(`limits the sign-ups that learn an address is taken: attempt ${RATE_LIMITS.register.perEmail + 1} gets 429`, async () => {
    await clearOfWindowEdge(RATE_LIMITS.register.windowSeconds);
    const { email } = await verifiedUser('taken');
    for (let i = 1; i <= RATE_LIMITS.register.perEmail - 1; i++) {
      const reply = await register(new Session(), { email_address: email });
      expect(reply.reply.status, `attempt ${i}`).toBe(409);
      expect(reply.reply.body.message).toBe(MSG.emailTaken);
    }
    const blocked = await register(new Session(), { email_address: email });
    expect(blocked.reply.status).toBe(429);
    expect(blocked.reply.body).toEqual({ message: MSG.tooManyRequests });
  }, 60_000);
});
