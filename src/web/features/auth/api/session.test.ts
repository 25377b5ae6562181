import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '#web/test-support/render.tsx';
import { store } from '#web/lib/store.ts';
import { sessionCheckedAtom, userAtom } from '../auth.atoms.ts';
import { ensureSession } from './session.ts';

// The session check at page load: what the device keeps when the server has no session for it.

const ME = 'GET /api/users/me/';
const REFRESH = 'POST /api/token/refresh/';
const NO_SESSION = { [ME]: { status: 401, body: {} }, [REFRESH]: { status: 401, body: {} } };

function remember(user: ReturnType<typeof makeUser>) {
  store.set(userAtom, { type: 'LOGIN', user });
  store.set(sessionCheckedAtom, false);
}

describe('ensureSession', () => {
  beforeEach(() => store.set(userAtom, { type: 'LOGOUT' }));

  it('keeps an unverified sign-up the server has no session for, so the guards send it to verification', async () => {
    const unverified = makeUser({ is_verified: false, verified_at: null });
    remember(unverified);
    const api = mockApi(NO_SESSION);
    expect(await ensureSession()).toEqual(unverified);
    expect(store.get(userAtom)).toEqual(unverified);
    expect(localStorage.getItem('harambee.user.v1')).toContain('"is_verified":false');
    expect(api.callsTo(ME)).toHaveLength(1);
  });

  it('forgets a verified user whose session is gone (signed out elsewhere, expired)', async () => {
    remember(makeUser());
    mockApi(NO_SESSION);
    expect(await ensureSession()).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(localStorage.getItem('harambee.user.v1')).toBeNull();
  });

  it('takes the server’s user when there is a session (an unverified sign-up verified in another tab)', async () => {
    remember(makeUser({ is_verified: false, verified_at: null }));
    const verified = makeUser();
    mockApi({ [ME]: { body: { message: 'OK', data: { user: verified } } } });
    expect(await ensureSession()).toEqual(verified);
    expect(store.get(userAtom)?.is_verified).toBe(true);
  });
});
