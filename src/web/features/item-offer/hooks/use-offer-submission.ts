import { useCallback, useState } from 'react';
import { MSG } from '#shared/messages.ts';
import type { Refusal } from '#web/lib/drafts/resumable-run.ts';
import { useResumableRun } from '#web/lib/drafts/use-resumable-run.ts';
import { useSetAtom, useStore } from '#web/lib/store.ts';
import { discardOfferDraft, flushOfferSave } from '../draft/offer-draft-saver.ts';
import { emptyOfferDraft } from '../draft/offer-draft-store.ts';
import type { OfferProgress } from '../draft/offer-draft.types.ts';
import { offerDraftAtom, offerPhaseAtom, offerUploadProgressAtom, updateOfferDraftAtom } from '../item-offer.atoms.ts';
import { offerSteps } from '../lib/run-offer.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

export interface Posted {
  code: string;
  /** Upload keys of photos the service worker still holds. */
  waiting: string[];
}

export interface Failure {
  message: string;
  fieldErrors?: FieldErrors;
}

const atoms = {
  draft: offerDraftAtom,
  update: updateOfferDraftAtom,
  phase: offerPhaseAtom,
  progress: offerUploadProgressAtom,
};

/**
 * Posts the offer and keeps at it (the resumable run, D-193): a posting cut off by the network
 * resumes by itself when the connection returns, or when this page opens again with the draft
 * still marked as submitting.
 */
export function useOfferSubmission(userId: string | undefined, ready: boolean) {
  const store = useStore();
  const setDraft = useSetAtom(offerDraftAtom);
  const setPhase = useSetAtom(offerPhaseAtom);
  const [posted, setPosted] = useState<Posted>();
  const [failure, setFailure] = useState<Failure>();

  const onStart = useCallback(() => setFailure(undefined), []);
  const onDone = useCallback(
    async ({ code }: OfferProgress) => {
      const photos = store.get(offerDraftAtom)?.photos ?? [];
      const waiting = photos.filter((p) => p.status === 'queued').map((p) => p.uploadKey);
      await discardOfferDraft(photos.map((p) => p.id));
      setDraft(emptyOfferDraft());
      setPosted({ code, waiting });
    },
    [store, setDraft],
  );
  const onFailed = useCallback(
    (refusal: Refusal) => setFailure({ message: refusal.message ?? MSG.unexpected, fieldErrors: refusal.errors }),
    [],
  );
  const run = useResumableRun({
    userId,
    steps: offerSteps,
    atoms,
    flush: flushOfferSave,
    // Once the draft is read, and again when the signed-in account changes.
    resumeWhen: ready && userId,
    onStart,
    onDone,
    onFailed,
  });

  const startOver = useCallback(() => {
    setPosted(undefined);
    setPhase({ kind: 'idle' });
  }, [setPhase]);

  return { submit: run, posted, failure, startOver };
}
