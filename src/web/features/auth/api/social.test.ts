import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { signInWithProvider } from '#web/lib/firebase.ts';
import { socialLogin } from './social.ts';

// What a failed social sign-in says (spec §8). The provider's popup is Google's (unreachable here):
// it is stood in for; the Firebase emulator covers the real popup in tests/e2e/social.e2e.ts.
vi.mock('#web/lib/firebase.ts', () => ({ signInWithProvider: vi.fn() }));
const popup = vi.mocked(signInWithProvider);
const popupFails = (code?: string) => popup.mockRejectedValueOnce(Object.assign(new Error('popup'), { code }));

describe('socialLogin failures', () => {
  beforeEach(() => {
    popup.mockReset();
    mockApi({});
  });

  it("says 'Incorrect Email or Password' for the provider's auth/invalid-credential", async () => {
    popupFails('auth/invalid-credential');
    expect(await socialLogin('google')).toMatchObject({ type: 'error', message: 'Incorrect Email or Password' });
  });

  it("gives any other provider code as it is, and 'Firebase authentication failed' without one", async () => {
    popupFails('auth/popup-blocked');
    expect(await socialLogin('google')).toMatchObject({ message: 'auth/popup-blocked' });
    popupFails();
    expect(await socialLogin('google')).toMatchObject({ message: 'Firebase authentication failed' });
  });

  it("says the caller's words when the server answers without a message (the wizard's 'Login failed')", async () => {
    popup.mockResolvedValueOnce({
      idToken: 'token',
      user: { uid: 'u1', displayName: 'Wanjiru Mwangi', email: 'w@example.com', photoURL: null },
    } as Awaited<ReturnType<typeof signInWithProvider>>);
    mockApi({ 'POST /api/users/social-register/': { status: 502, body: {} } });
    expect(await socialLogin('twitter', 'Login failed')).toMatchObject({ type: 'error', message: 'Login failed' });
  });
});
