import type { RunPhase } from '#web/lib/drafts/resumable-run.ts';
import { atom } from '#web/lib/store.ts';
import { scheduleSave } from './draft/draft-saver.ts';
import type { WizardDraft } from './draft/draft.types.ts';

/** The open wizard's draft; null until it has been read from IndexedDB. */
export const draftAtom = atom<WizardDraft | null>(null);

/** Changes the draft and saves it (debounced). Takes a function so async work sees the latest. */
export const updateDraftAtom = atom(null, (get, set, change: (draft: WizardDraft) => WizardDraft) => {
  const current = get(draftAtom);
  if (!current) return;
  const next = change(current);
  set(draftAtom, next);
  scheduleSave(next);
});

/** Per-photo upload progress (0..1) while submitting, by photo id. Not saved: it is live state. */
export const uploadProgressAtom = atom<Record<string, number | undefined>>({});

/** Where the submission stands, for the status panel under the form; 'details' is its own call. */
export type SubmitPhase = RunPhase<'details'>;
export const submitPhaseAtom = atom<SubmitPhase>({ kind: 'idle' });
