import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

// Every IndexedDB access goes through here: one named store per purpose, versioned keys.

const stores = new Map<string, UseStore>();
const storeFor = (name: string) => {
  let s = stores.get(name);
  if (!s) {
    s = createStore(`harambee-${name}`, 'kv');
    stores.set(name, s);
  }
  return s;
};

/** An AsyncStorage-shaped view of one store, for TanStack Query's persister. */
export function idbStorage(name: string) {
  const s = storeFor(name);
  return {
    getItem: (key: string) => get<string>(key, s).then((v) => v ?? null),
    setItem: (key: string, value: string) => set(key, value, s),
    removeItem: (key: string) => del(key, s),
  };
}

/** Plain get/set/delete on one named store (the wizard's draft and its photos live in 'drafts'). */
export function keyValueStore(name: (typeof STORE_NAMES)[number]) {
  const s = storeFor(name);
  return {
    get: <T>(key: string) => get<T>(key, s),
    set: (key: string, value: unknown) => set(key, value, s),
    del: (key: string) => del(key, s),
  };
}

export const STORE_NAMES = ['query-cache', 'drafts'] as const;

const BACKUP_PREFIX = 'harambee.unload.';

/**
 * A synchronous copy in localStorage for the write a page makes as it goes away: an IndexedDB
 * write begun then is lost with the page on a reload (D-185). Small records only.
 */
export function unloadBackup(key: string) {
  const name = `${BACKUP_PREFIX}${key}`;
  return {
    write(value: unknown) {
      try {
        localStorage.setItem(name, JSON.stringify(value));
      } catch {
        // Storage full or refused: the IndexedDB write may still land.
      }
    },
    read<T>(): T | undefined {
      try {
        const raw = localStorage.getItem(name);
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    remove() {
      try {
        localStorage.removeItem(name);
      } catch {
        // Nothing to remove where storage is refused.
      }
    },
  };
}

/** Sign-out removes everything the signed-in user left on this device. */
export async function clearUserData() {
  try {
    for (const name of Object.keys(localStorage)) if (name.startsWith(BACKUP_PREFIX)) localStorage.removeItem(name);
  } catch {
    // Storage refused: nothing was backed up there.
  }
  await Promise.all(STORE_NAMES.map((name) => clear(storeFor(name)).catch(() => undefined)));
}
