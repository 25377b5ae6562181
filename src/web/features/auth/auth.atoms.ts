import { atom } from '#web/lib/store.ts';
import type { User } from '#shared/schemas/auth.schema.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { readDeviceLanguage, storeDeviceLanguage } from '#web/lib/language.ts';
import { readStoredUser, storeUser } from './stored-user.ts';

// Auth state (spec §4): a current user or none, changed only through the four actions.

export type AuthAction =
  | { type: 'LOGIN'; user: User }
  | { type: 'REGISTER'; user: User }
  | { type: 'UPDATEUSER'; user: User }
  | { type: 'LOGOUT' };

/** The user, remembered on this device so the header is right before the session check returns. */
const userBaseAtom = atom<User | null>(readStoredUser());

export const userAtom = atom(
  (get) => get(userBaseAtom),
  (get, set, action: AuthAction) => {
    const user = action.type === 'LOGOUT' ? null : action.user;
    const before = get(userBaseAtom);
    set(userBaseAtom, user);
    storeUser(user);
    // The account's language follows the person (D-251): when it changes (settings, or the
    // header's switch on another screen), and at sign-in on a device where no language was chosen;
    // a language chosen on this device before signing in stays.
    const signingIn = before?.id !== user?.id;
    const changed = !signingIn && before?.language !== user?.language;
    if (user?.language && ((signingIn && !readDeviceLanguage()) || changed)) {
      storeDeviceLanguage(user.language);
      void switchLanguage(user.language);
    }
  },
);

/** True once this page load has asked the server who is signed in. */
export const sessionCheckedAtom = atom(false);

export const isVerifiedAtom = atom((get) => Boolean(get(userAtom)?.is_verified));
