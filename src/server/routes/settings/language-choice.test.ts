import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#shared/languages.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb } from '#tests/support/database.ts';

// Which language an account speaks after signing in on a device that chose one (D-251): the
// device's, until the person chooses in settings; after that, the account keeps theirs.

afterAll(closeTestDb);

/** Signs in from a fresh device whose language switch was left at `language`. */
const signInOn = (email: string, language: string) =>
  new Session().post(
    '/users/login/',
    { email_address: email, password: STRONG_PASSWORD },
    { cookie: `${LANGUAGE_COOKIE}=${language}` },
  );

describe('the language at sign-in', () => {
  it('an account that never chose takes the language chosen on the device', async () => {
    const { session, email } = await verifiedUser('device-language');
    expect((await session.get('/users/me/settings/')).body.data.settings.language).toBe('en');
    const signedIn = await signInOn(email, 'sw');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.language).toBe('sw');
    expect((await session.get('/users/me/settings/')).body.data.settings.language).toBe('sw');
    // A device with no choice, or with a value that is no language of ours, changes nothing.
    expect(
      (await new Session().post('/users/login/', { email_address: email, password: STRONG_PASSWORD })).body.data.user
        .language,
    ).toBe('sw');
    expect((await signInOn(email, 'fr')).body.data.user.language).toBe('sw');
  });

  it("an account whose person chose in settings keeps it, whatever the device's switch says", async () => {
    const { session, email } = await verifiedUser('chosen-language');
    expect((await session.request('/users/me/settings/', { method: 'PATCH', json: { language: 'en' } })).status).toBe(
      200,
    );
    const signedIn = await signInOn(email, 'sw');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.language).toBe('en');
    expect((await session.get('/users/me/settings/')).body.data.settings.language).toBe('en');
  });
});
