import { clearOfferDraft, saveOfferDraft } from './offer-draft-store.ts';
import type { OfferDraft } from './offer-draft.types.ts';

// Typing saves a quarter of a second after the last key; leaving the page saves at once. Writes
// run one after another, in order (the wizard's saver, for the offer's own key).

const DELAY_MS = 250;
let pending: OfferDraft | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let chain: Promise<void> = Promise.resolve();

export function scheduleOfferSave(draft: OfferDraft, delay = DELAY_MS) {
  pending = draft;
  clearTimeout(timer);
  timer = setTimeout(() => void flushOfferSave(), delay);
}

/** Writes the latest draft now; resolves when it is in IndexedDB. */
export function flushOfferSave() {
  clearTimeout(timer);
  const draft = pending;
  pending = null;
  if (draft) chain = chain.then(() => saveOfferDraft(draft)).catch(() => undefined);
  return chain;
}

/** Drops any unsaved change and removes the stored draft (after the offer is posted). */
export function discardOfferDraft(photoIds: string[]) {
  clearTimeout(timer);
  pending = null;
  chain = chain.then(() => clearOfferDraft(photoIds)).catch(() => undefined);
  return chain;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flushOfferSave());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushOfferSave();
  });
}
