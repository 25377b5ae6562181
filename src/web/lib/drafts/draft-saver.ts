import type { DraftStore } from './draft-store.ts';

// Typing saves a quarter of a second after the last key, and at least once a second while the
// typing goes on (a fast typist never pauses for a quarter of a second, and a tab killed without
// warning keeps what was saved). Leaving the page (tab switch, app killed from the switcher,
// reload) saves at once. Writes run one after another, in order.

const DELAY_MS = 250;
const MAX_WAIT_MS = 1000;

export interface DraftSaver<D> {
  schedule: (draft: D) => void;
  /** Writes the latest draft now; resolves when it is in IndexedDB. */
  flush: () => Promise<void>;
  /** Drops any unsaved change and removes the stored draft (after it was sent). */
  discard: (photoIds: string[]) => Promise<void>;
}

export function createDraftSaver<D>(store: DraftStore<D>): DraftSaver<D> {
  let pending: D | null = null;
  /** The newest draft, saved or not: a write still on its way when the page dies is lost too. */
  let latest: D | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the oldest unsaved change was made. */
  let pendingSince: number | null = null;
  let chain: Promise<void> = Promise.resolve();

  function flush() {
    clearTimeout(timer);
    const draft = pending;
    pending = null;
    pendingSince = null;
    if (draft) chain = chain.then(() => store.save(draft)).catch(() => undefined);
    return chain;
  }

  function leave() {
    if (latest) store.saveBeforeUnload(latest);
    void flush();
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
  }

  return {
    schedule(draft) {
      pending = draft;
      latest = draft;
      pendingSince ??= Date.now();
      clearTimeout(timer);
      const left = MAX_WAIT_MS - (Date.now() - pendingSince);
      timer = setTimeout(() => void flush(), Math.max(0, Math.min(DELAY_MS, left)));
    },
    flush,
    discard(photoIds) {
      clearTimeout(timer);
      pending = null;
      latest = null;
      pendingSince = null;
      chain = chain.then(() => store.clear(photoIds)).catch(() => undefined);
      return chain;
    },
  };
}
