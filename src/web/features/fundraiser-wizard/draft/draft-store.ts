import { createDraftStore } from '#web/lib/drafts/draft-store.ts';
import type { WizardDraft } from './draft.types.ts';

/** The wizard's one draft on this device, with its photos (the resumable-draft engine). */
export const wizardDraftStore = createDraftStore<WizardDraft>('fundraiser-wizard:v1');
export const { load: loadDraft, save: saveDraft, clear: clearDraft } = wizardDraftStore;

export function emptyDraft(): WizardDraft {
  return {
    version: 1,
    step: 'select-beneficiary',
    completed: [],
    type: null,
    forms: {},
    photos: [],
    createKey: crypto.randomUUID(),
    progress: null,
    submitting: false,
    updatedAt: new Date().toISOString(),
  };
}
