import { MSG } from '#shared/messages.ts';
import { offerItemSchema, type OfferItem } from '#shared/schemas/items.schema.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { refusalMessage, type RunPhase, type RunSteps } from '#web/lib/drafts/resumable-run.ts';
import { queuedItemUploads } from '#web/lib/upload-queue.ts';
import { offerItem } from '../api/offer-item.ts';
import type { OfferDraft, OfferProgress } from '../draft/offer-draft.types.ts';

export type OfferPhase = RunPhase;

/**
 * The offer's part of the resumable run (D-193): the item under the draft's key, then its photos.
 * Photos the service worker holds count as posted: it sends them, once.
 */
export const offerSteps: RunSteps<OfferDraft, OfferItem, OfferProgress> = {
  check(draft) {
    const parsed = offerItemSchema.safeParse(draft.values);
    return parsed.success ? { kind: 'ok', values: parsed.data } : { kind: 'failed', message: MSG.unexpected };
  },
  create: (values, key) => offerItem(values.share_phone ? values : { ...values, phone: undefined }, key),
  createRefused: (err) => ({ message: refusalMessage(err, MSG.unexpected), errors: errorBody(err).errors }),
  photoTarget: ({ code }) => ({ kind: 'item', itemId: code, code }),
  heldByWorker: queuedItemUploads,
  waitForHeldPhotos: false,
};
