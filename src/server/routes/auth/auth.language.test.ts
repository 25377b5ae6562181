import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#shared/languages.ts';
import { Session, STRONG_PASSWORD, uniqueEmail } from '#tests/support/api.ts';
import { outbox, register } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';

// The account's e-mails in its language: a sign-up keeps the language of its request (the device's
// cookie, then Accept-Language), and its code, a resent code and a reset link come in it whatever
// the device asking later uses.

afterAll(closeTestDb);

const languageOf = async (email: string) =>
  (await testDb().selectFrom('users').select('language').where('email_address', '=', email).executeTakeFirstOrThrow())
    .language;

describe('e-mails to an account', () => {
  it('a Kiswahili sign-up is stored as Kiswahili and gets its code, a resent code and a reset link in Kiswahili', async () => {
    const session = new Session();
    session.cookies.set(LANGUAGE_COOKIE, 'sw');
    const { email, reply } = await register(session, { email_address: uniqueEmail('sw-signup') });
    expect(reply.status).toBe(201);
    expect(await languageOf(email)).toBe('sw');

    const [code] = await outbox(email);
    expect(code!.subject).toMatch(/^Msimbo wako wa uthibitisho wa Harambee: \d{6}$/);
    const digits = code!.subject.slice(-6);
    expect(code!.text).toBe(
      [
        'Habari Achieng,',
        '',
        `Msimbo wako wa uthibitisho wa Harambee ni ${digits}.`,
        'Ni halali kwa dakika 10. Kama hukujisajili kwenye Harambee, puuza barua pepe hii.',
      ].join('\n'),
    );

    // The device now asks in English: the account's language still decides.
    session.cookies.set(LANGUAGE_COOKIE, 'en');
    expect((await session.post('/users/resend-verification-code/', { email_address: email })).status).toBe(200);
    const [resent] = await outbox(email);
    expect(resent!.subject).toMatch(/^Msimbo wako wa uthibitisho wa Harambee: \d{6}$/);

    const forgot = await new Session().post(
      '/users/forgot-password/',
      { email_address: email },
      {
        'accept-language': 'en-GB,en;q=0.9',
      },
    );
    expect(forgot.status).toBe(200);
    const [reset] = await outbox(email);
    expect(reset!.subject).toBe('Weka upya nenosiri lako la Harambee');
    expect(reset!.text).toContain('Fungua kiungo hiki ili uchague nenosiri jipya.');
    expect(reset!.text).toContain('/auth/reset-password?token=');
  });

  it("takes the browser's Accept-Language when the device has no cookie", async () => {
    const session = new Session();
    const email = uniqueEmail('sw-browser');
    const body = {
      firstname: 'Achieng',
      lastname: 'Odhiambo',
      email_address: email,
      password: STRONG_PASSWORD,
      password_confirm: STRONG_PASSWORD,
    };
    const reply = await session.post('/users/register/', body, { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    expect(reply.status).toBe(201);
    expect(await languageOf(email)).toBe('sw');
    expect((await outbox(email))[0]!.subject).toMatch(/^Msimbo wako wa uthibitisho wa Harambee: /);
  });

  it('a social sign-up keeps the language too, and an e-mail the provider did not vouch for gets its code in it', async () => {
    const email = uniqueEmail('sw-social');
    const token = await emulatorIdToken({
      providerId: 'facebook.com',
      sub: `facebook-${randomUUID()}`,
      email,
      emailVerified: false,
      name: 'Wanjiru Kamau',
    });
    const session = new Session();
    session.cookies.set(LANGUAGE_COOKIE, 'sw');
    expect((await session.post('/users/social-register/', { id_token: token })).status).toBe(200);
    expect(await languageOf(email)).toBe('sw');
    const [code] = await outbox(email);
    expect(code!.subject).toMatch(/^Msimbo wako wa uthibitisho wa Harambee: \d{6}$/);
    expect(code!.text).toMatch(/^Habari Wanjiru,\n/);
  });

  it('an English sign-up stays English, word for word', async () => {
    const { email } = await register(new Session(), { email_address: uniqueEmail('en-signup') });
    expect(await languageOf(email)).toBe('en');
    const [code] = await outbox(email);
    expect(code!.subject).toMatch(/^Your Harambee verification code: \d{6}$/);
    const digits = code!.subject.slice(-6);
    expect(code!.text).toBe(
      [
        'Hello Achieng,',
        '',
        `Your Harambee verification code is ${digits}.`,
        'It expires in 10 minutes. If you did not sign up for Harambee, ignore this e-mail.',
      ].join('\n'),
    );
  });
});
