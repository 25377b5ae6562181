import { createDraftStore } from '#web/lib/drafts/draft-store.ts';
import type { OfferDraft, OfferValues } from './offer-draft.types.ts';

/** The offer's one draft on this device, with its photos (the resumable-draft engine). */
export const offerDraftStore = createDraftStore<OfferDraft>('item-offer:v1', (stored) => ({
  ...stored,
  values: { ...emptyValues(), ...stored.values },
}));
export const { load: loadOfferDraft, save: saveOfferDraft, clear: clearOfferDraft } = offerDraftStore;

export const emptyValues = (): OfferValues => ({
  category: '',
  title: '',
  condition: '',
  quantity: '1',
  description: '',
  county: '',
  town: '',
  share_phone: false,
  phone: '',
});

export function emptyOfferDraft(): OfferDraft {
  return {
    version: 1,
    values: emptyValues(),
    photos: [],
    createKey: crypto.randomUUID(),
    progress: null,
    submitting: false,
    updatedAt: new Date().toISOString(),
  };
}

/** Whether an offer was left posting (the app closed, or its page left, before it was posted). */
export const hasOfferToResume = async () => Boolean((await offerDraftStore.peek())?.submitting);
