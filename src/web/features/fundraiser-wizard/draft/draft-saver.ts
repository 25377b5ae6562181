import { createDraftSaver } from '#web/lib/drafts/draft-saver.ts';
import { wizardDraftStore } from './draft-store.ts';

/** Saves the wizard's draft as the fundraiser types (debounced; at once when the page goes away). */
export const { schedule: scheduleSave, flush: flushSave, discard: discardDraft } = createDraftSaver(wizardDraftStore);
