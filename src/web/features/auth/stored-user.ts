import type { User } from '#shared/schemas/auth.schema.ts';

// The signed-in user as this device remembers them (localStorage), so the header shows the avatar
// before the session check returns: in the app (auth.atoms.ts) and on the pages the server draws
// (src/web/pages/boot.ts), which load no app and cannot ask anything cheaper.

const STORAGE_KEY = 'harambee.user.v1';

export function readStoredUser(): User | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User | null) {
  if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEY);
}
