import { atom } from '#web/lib/store.ts';
import type { User } from '#shared/schemas/auth.schema.ts';
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
  (_get, set, action: AuthAction) => {
    const user = action.type === 'LOGOUT' ? null : action.user;
    set(userBaseAtom, user);
    storeUser(user);
  },
);

/** True once this page load has asked the server who is signed in. */
export const sessionCheckedAtom = atom(false);

export const isVerifiedAtom = atom((get) => Boolean(get(userAtom)?.is_verified));
