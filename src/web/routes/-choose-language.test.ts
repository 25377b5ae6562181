import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '#web/test-support/render.tsx';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { readDeviceLanguage } from '#web/lib/language.ts';
import { store } from '#web/lib/store.ts';
import { chooseLanguage } from './-choose-language.ts';

// The header's language switch: the device always keeps the choice; a signed-in account too.

const SETTINGS = 'PATCH /api/users/me/settings/';

describe('chooseLanguage', () => {
  afterEach(async () => {
    store.set(userAtom, { type: 'LOGOUT' });
    await switchLanguage('en');
  });

  it('saves the choice on a verified account as well as on the device', async () => {
    store.set(userAtom, { type: 'LOGIN', user: makeUser() });
    const api = mockApi({
      [SETTINGS]: { body: { message: 'Saved', data: { settings: { language: 'sw', notification_emails: true } } } },
    });
    await chooseLanguage('sw');
    expect(readDeviceLanguage()).toBe('sw');
    expect(api.callsTo(SETTINGS)[0]?.body).toEqual({ language: 'sw' });
    expect(store.get(userAtom)?.language).toBe('sw');
  });

  it('asks nothing of the server for an unverified sign-up (it has no session) and keeps it on the device', async () => {
    const unverified = makeUser({ is_verified: false, verified_at: null });
    store.set(userAtom, { type: 'LOGIN', user: unverified });
    const api = mockApi({});
    await chooseLanguage('sw');
    expect(readDeviceLanguage()).toBe('sw');
    expect(api.callsTo(SETTINGS)).toHaveLength(0);
    expect(store.get(userAtom)).toEqual(unverified);
  });
});
