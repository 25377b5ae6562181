import { atom } from '#web/lib/store.ts';
import { scheduleOfferSave } from './draft/offer-draft-saver.ts';
import type { OfferDraft } from './draft/offer-draft.types.ts';
import type { OfferPhase } from './lib/run-offer.ts';

/** The open offer's draft; null until it has been read from IndexedDB. */
export const offerDraftAtom = atom<OfferDraft | null>(null);

/** Changes the draft and saves it (debounced). Takes a function so async work sees the latest. */
export const updateOfferDraftAtom = atom(null, (get, set, change: (draft: OfferDraft) => OfferDraft) => {
  const current = get(offerDraftAtom);
  if (!current) return;
  const next = { ...change(current), updatedAt: new Date().toISOString() };
  set(offerDraftAtom, next);
  scheduleOfferSave(next);
});

/** Per-photo upload progress (0..1) while posting, by photo id. Live state, not saved. */
export const offerUploadProgressAtom = atom<Record<string, number | undefined>>({});

export const offerPhaseAtom = atom<OfferPhase>({ kind: 'idle' });
