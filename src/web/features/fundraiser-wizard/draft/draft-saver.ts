import { clearDraft, saveDraft } from './draft-store.ts';
import type { WizardDraft } from './draft.types.ts';

// Typing saves a quarter of a second after the last key; leaving the page (tab switch, app
// killed from the switcher, reload) saves at once. Writes run one after another, in order.

const DELAY_MS = 250;
let pending: WizardDraft | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let chain: Promise<void> = Promise.resolve();

export function scheduleSave(draft: WizardDraft, delay = DELAY_MS) {
  pending = draft;
  clearTimeout(timer);
  timer = setTimeout(() => void flushSave(), delay);
}

/** Writes the latest draft now; resolves when it is in IndexedDB. */
export function flushSave() {
  clearTimeout(timer);
  const draft = pending;
  pending = null;
  if (draft) chain = chain.then(() => saveDraft(draft)).catch(() => undefined);
  return chain;
}

/** Drops any unsaved change and removes the stored draft (after a finished launch). */
export function discardDraft(photoIds: string[]) {
  clearTimeout(timer);
  pending = null;
  chain = chain.then(() => clearDraft(photoIds)).catch(() => undefined);
  return chain;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flushSave());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushSave();
  });
}
