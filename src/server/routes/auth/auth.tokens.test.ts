import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { Session, STRONG_PASSWORD, type Reply } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';

// POST /token/refresh/ (rotation, reuse detection) and POST /users/logout/.

afterAll(closeTestDb);

const cookieLine = (reply: Reply, name: string) => reply.setCookies.find((line) => line.startsWith(`${name}=`));
const cookieValue = (reply: Reply, name: string) =>
  cookieLine(reply, name)
    ?.split(';')[0]!
    .slice(name.length + 1);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh sign-in of a new verified user in its own Session, with both tokens at hand. */
async function signedIn() {
  const { email, user } = await verifiedUser('tokens');
  const session = new Session();
  const reply = await session.post('/users/login/', { email_address: email, password: STRONG_PASSWORD });
  expect(reply.status).toBe(200);
  return { session, user, access: cookieValue(reply, 'access_token')!, refresh: cookieValue(reply, 'refresh_token')! };
}

describe('POST /token/refresh/', () => {
  it('rotates the refresh cookie: 200 {access}, new cookies, no refresh in the body', async () => {
    const { session, user, refresh } = await signedIn();
    const reply = await session.post('/token/refresh/');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['access']);
    expect(reply.body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookieValue(reply, 'access_token')).toBe(reply.body.access);
    const newRefresh = cookieValue(reply, 'refresh_token');
    expect(newRefresh).toBeTruthy();
    expect(newRefresh).not.toBe(refresh);
    expect(cookieLine(reply, 'refresh_token')).toMatch(/;\s*HttpOnly/i);

    const me = await new Session().get('/users/me/', bearer(reply.body.access));
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(user.id);
    // The rotated cookie keeps working for the next refresh.
    expect((await session.post('/token/refresh/')).status).toBe(200);
  });

  it('returns the new refresh token in the body to a client that sent it in the body', async () => {
    const { refresh } = await signedIn();
    const reply = await new Session().post('/token/refresh/', { refresh });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(reply.body.refresh).not.toBe(refresh);
    expect(cookieValue(reply, 'refresh_token')).toBe(reply.body.refresh);

    const next = await new Session().post('/token/refresh/', { refresh: reply.body.refresh });
    expect(next.status).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const { session, access, refresh: first } = await signedIn();
    const rotated = await session.post('/token/refresh/');
    expect(rotated.status).toBe(200);
    const second = cookieValue(rotated, 'refresh_token')!;
    const newAccess = rotated.body.access as string;

    const replay = await new Session().post('/token/refresh/', { refresh: first });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: MSG.invalidRefresh });

    const newest = await new Session().post('/token/refresh/', { refresh: second });
    expect(newest.status).toBe(401);
    expect(newest.body).toEqual({ message: MSG.invalidRefresh });

    for (const token of [access, newAccess]) {
      const me = await new Session().get('/users/me/', bearer(token));
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: MSG.notAuthenticated });
    }
    expect((await session.get('/users/me/')).status).toBe(401);
  });

  it('does not touch the other sessions of the same user when one family is revoked', async () => {
    const { email } = await verifiedUser('families');
    const a = new Session();
    const b = new Session();
    const first = await a.post('/users/login/', { email_address: email, password: STRONG_PASSWORD });
    expect((await b.post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await a.post('/token/refresh/')).status).toBe(200);
    const replay = await new Session().post('/token/refresh/', { refresh: cookieValue(first, 'refresh_token') });
    expect(replay.status).toBe(401);
    expect((await a.get('/users/me/')).status).toBe(401);
    expect((await b.get('/users/me/')).status).toBe(200);
  });

  it('answers 401 without a refresh token, or with an unknown one, and clears the cookies', async () => {
    const none = await new Session().post('/token/refresh/');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: MSG.invalidRefresh });

    const bogus = await new Session().post('/token/refresh/', { refresh: 'not-a-real-token' });
    expect(bogus.status).toBe(401);
    expect(bogus.body).toEqual({ message: MSG.invalidRefresh });
    for (const name of ['access_token', 'refresh_token']) expect(cookieLine(bogus, name)).toMatch(/Max-Age=0/i);
  });

  it('refuses an expired refresh token', async () => {
    const { session, user } = await signedIn();
    const sessionIds = testDb().selectFrom('sessions').select('id').where('user_id', '=', user.id);
    await testDb()
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', 'in', sessionIds)
      .execute();
    const reply = await session.post('/token/refresh/');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: MSG.invalidRefresh });
  });

  it('does not accept an access token as a refresh token', async () => {
    const { access } = await signedIn();
    const reply = await new Session().post('/token/refresh/', { refresh: access });
    expect(reply.status).toBe(401);
  });
});

describe('POST /users/logout/', () => {
  it('clears both cookies and revokes the session: the old tokens stop working', async () => {
    const { session, access, refresh } = await signedIn();
    const reply = await session.post('/users/logout/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.logoutSuccess });
    for (const name of ['access_token', 'refresh_token']) {
      const line = cookieLine(reply, name);
      expect(line, `${name} cleared`).toBeDefined();
      expect(line).toMatch(/;\s*Max-Age=0(;|$)/i);
      expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    }
    expect(session.cookies.size).toBe(0);

    const me = await new Session().get('/users/me/', bearer(access));
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: MSG.notAuthenticated });
    const refreshed = await new Session().post('/token/refresh/', { refresh });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toEqual({ message: MSG.invalidRefresh });
  });

  it('revokes the session named by a Bearer header alone', async () => {
    const { access, refresh } = await signedIn();
    const reply = await new Session().post('/users/logout/', undefined, bearer(access));
    expect(reply.status).toBe(200);
    expect((await new Session().get('/users/me/', bearer(access))).status).toBe(401);
    expect((await new Session().post('/token/refresh/', { refresh })).status).toBe(401);
  });

  it('signs out only the session that asked', async () => {
    const { email } = await verifiedUser('two-devices');
    const phone = new Session();
    const laptop = new Session();
    for (const s of [phone, laptop]) {
      expect((await s.post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).status).toBe(200);
    }
    expect((await phone.post('/users/logout/')).status).toBe(200);
    expect((await laptop.get('/users/me/')).status).toBe(200);
  });

  it('answers 200 even without a session', async () => {
    const reply = await new Session().post('/users/logout/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.logoutSuccess });
  });
});
