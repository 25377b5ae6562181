// The donations this device started, so a donor who closes the page while M-Pesa is still
// answering and comes back (to the fundraiser or its donation sheet) sees how it ended. Only the
// unguessable id, the fundraiser and when: nothing personal, and only for a day.

const STORAGE_KEY = 'harambee.donations.v1';
const KEPT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RememberedDonation {
  id: string;
  short_code: string;
  /** When it was started (ms since the epoch). */
  at: number;
}

const isRemembered = (value: unknown): value is RememberedDonation =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as RememberedDonation).id === 'string' &&
  typeof (value as RememberedDonation).short_code === 'string' &&
  typeof (value as RememberedDonation).at === 'number';

function readAll(): RememberedDonation[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` when the remembered donations change (in this tab or another). */
export function subscribeDonations(listener: () => void) {
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  listeners.add(listener);
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** Remembers a donation just started (newest first, the last few only). */
export function rememberDonation(id: string, shortCode: string, now = Date.now()) {
  const list = [{ id, short_code: shortCode, at: now }, ...readAll().filter((d) => d.id !== id)].slice(0, KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the donation itself is unaffected.
  }
  for (const listener of listeners) listener();
}

/** The newest donation of the last day this device started for the fundraiser, if any. */
export function recentDonation(shortCode: string, now = Date.now()): RememberedDonation | undefined {
  return readAll().find((d) => d.short_code === shortCode && now - d.at < DAY_MS && d.at <= now + 60_000);
}
