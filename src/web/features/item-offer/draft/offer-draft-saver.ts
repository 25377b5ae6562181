import { createDraftSaver } from '#web/lib/drafts/draft-saver.ts';
import { offerDraftStore } from './offer-draft-store.ts';

/** Saves the offer's draft as the donor types (debounced; at once when the page goes away). */
export const {
  schedule: scheduleOfferSave,
  flush: flushOfferSave,
  discard: discardOfferDraft,
} = createDraftSaver(offerDraftStore);
