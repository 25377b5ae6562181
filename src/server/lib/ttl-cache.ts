/** A small in-process cache: entries live `ttlMs`; past `max` entries the oldest is dropped. */
export function createTtlCache<T>({ ttlMs, max }: { ttlMs: number; max: number }) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + ttlMs });
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}
