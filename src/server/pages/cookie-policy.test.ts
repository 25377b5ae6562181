import { describe, expect, it } from 'vitest';
import { apiUrl, Session, uniqueEmail } from '#tests/support/api.ts';
import { latestCode, register } from '#tests/support/accounts.ts';
import { getPage } from '#tests/support/pages.ts';

// The Cookie Policy names every cookie Harambee sets, and Harambee sets no other: the cookies are
// collected from the real answers to a sign-up, its verification, a sign-in and a language switch.

const namesOf = (setCookies: string[]) => setCookies.map((line) => line.split('=')[0]!.trim());

async function cookiesSet() {
  const session = new Session();
  const { email, reply: signedUp } = await register(session, { email_address: uniqueEmail('cookies') });
  const verified = await session.post('/users/verify-account/', {
    email_address: email,
    verification_code: await latestCode(email),
  });
  expect(verified.status).toBe(200);
  const signedIn = await new Session().post('/users/login/', { email_address: email, password: 'Str0ng!Pass' });
  expect(signedIn.status).toBe(200);
  const origin = new URL(apiUrl()).origin;
  const switched = await fetch(`${origin}/language`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ to: 'sw', back: '/' }),
  });
  return new Set(
    [signedUp, verified, signedIn]
      .flatMap((r) => namesOf(r.setCookies))
      .concat(namesOf(switched.headers.getSetCookie())),
  );
}

describe('the Cookie Policy', () => {
  it('lists exactly the cookies the server sets', async () => {
    const set = await cookiesSet();
    expect([...set].sort()).toEqual(['access_token', 'harambee_lang', 'refresh_token', 'verify_attempt']);
    const html = await (await getPage('/cookie-policy')).text();
    const listed = [...html.matchAll(/<th scope="row">(\w+)<\/th>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...set].sort());
  });
});
