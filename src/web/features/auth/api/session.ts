import { API } from '#shared/api-paths.ts';
import type { User } from '#shared/schemas/auth.schema.ts';
import { plain, refreshSession, statusOf } from '#web/lib/api-client.ts';
import { store } from '#web/lib/store.ts';
import { sessionCheckedAtom, userAtom } from '../auth.atoms.ts';

let checking: Promise<User | null> | null = null;

// The schema comes with the answer, not with the app: only a device that remembers someone asks,
// and an anonymous donor's first load carries no zod.
async function getMe() {
  const [{ userReplySchema }, reply] = await Promise.all([import('#shared/schemas/auth.schema.ts'), plain(API.me)]);
  return userReplySchema.parse(reply).data.user;
}

async function fetchMe(): Promise<User | null> {
  try {
    return await getMe();
  } catch (err) {
    if (statusOf(err) !== 401) throw err;
    // An expired access cookie with a live refresh cookie: rotate once, ask again.
    if (!(await refreshSession())) return null;
    return getMe();
  }
}

/**
 * Asks the server once per page load who is signed in (when this device remembers someone), and
 * records the answer. Offline, the remembered user stands (the guards then trust it), so the app
 * keeps working without a network.
 */
export function ensureSession(): Promise<User | null> {
  if (store.get(sessionCheckedAtom)) return Promise.resolve(store.get(userAtom));
  // Nobody signed in on this device: no round trips (two, at 400 ms each on mobile data).
  if (!store.get(userAtom)) {
    store.set(sessionCheckedAtom, true);
    return Promise.resolve(null);
  }
  checking ??= fetchMe()
    .then((user) => {
      if (user) store.set(userAtom, { type: 'UPDATEUSER', user });
      // No session: an unverified sign-up never gets one (it cannot act), but the device keeps it
      // so the guards send it back to its verification screen with Resend Code (spec §6).
      else if (store.get(userAtom)?.is_verified) store.set(userAtom, { type: 'LOGOUT' });
      return store.get(userAtom);
    })
    .catch(() => store.get(userAtom))
    .finally(() => {
      store.set(sessionCheckedAtom, true);
      checking = null;
    });
  return checking;
}
