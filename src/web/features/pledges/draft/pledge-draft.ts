import type { PledgeAwaitingCode } from '#shared/pledges/pledge-pages.ts';
import { createDraftSaver, type DraftSaver } from '#web/lib/drafts/draft-saver.ts';
import { createDraftStore, type DraftStore } from '#web/lib/drafts/draft-store.ts';
import type { PledgeFieldValues } from '../pledge-values.ts';

// A pledge being made, kept on this phone as it is typed (the resumable-draft engine, D-185): a
// reload, a lost connection or a failed send loses nothing, and a pledge waiting for its code comes
// back at its code step. One per fundraiser; gone once the pledge is confirmed.

export interface PledgeDraft {
  version: 1;
  /** The engine's photos: a pledge has none. */
  photos: [];
  values: PledgeFieldValues;
  /** The pledge taken and waiting for its phone's code, if it was. */
  awaiting: PledgeAwaitingCode | null;
}

const drafts = new Map<string, { store: DraftStore<PledgeDraft>; saver: DraftSaver<PledgeDraft> }>();

/** The draft of a pledge to `shortCode` (its store and its saver, made once per page). */
export function pledgeDraftOf(shortCode: string) {
  let draft = drafts.get(shortCode);
  if (!draft) {
    const store = createDraftStore<PledgeDraft>(`pledge:v1:${shortCode}`);
    draft = { store, saver: createDraftSaver(store) };
    drafts.set(shortCode, draft);
  }
  return draft;
}
