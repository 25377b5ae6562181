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

/** Sign-out removes everything the signed-in user left on this device. */
export async function clearUserData() {
  await Promise.all(STORE_NAMES.map((name) => clear(storeFor(name)).catch(() => undefined)));
}
