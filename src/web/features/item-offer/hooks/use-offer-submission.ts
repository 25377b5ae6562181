import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetAtom, useStore } from '#web/lib/store.ts';
import { replayQueuedUploads } from '#web/lib/upload-queue.ts';
import { discardOfferDraft, flushOfferSave } from '../draft/offer-draft-saver.ts';
import { emptyOfferDraft } from '../draft/offer-draft-store.ts';
import { offerDraftAtom, offerPhaseAtom, offerUploadProgressAtom, updateOfferDraftAtom } from '../item-offer.atoms.ts';
import { runOffer } from '../lib/run-offer.ts';

export interface Posted {
  code: string;
  /** Upload keys of photos the service worker still holds. */
  waiting: string[];
}

export interface Failure {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/**
 * Posts the offer and keeps at it: a posting cut off by the network resumes by itself when the
 * connection returns, or when this page opens again with the draft still marked as submitting.
 */
export function useOfferSubmission(userId: string | undefined, ready: boolean) {
  const store = useStore();
  const update = useSetAtom(updateOfferDraftAtom);
  const setDraft = useSetAtom(offerDraftAtom);
  const setPhase = useSetAtom(offerPhaseAtom);
  const setProgressMap = useSetAtom(offerUploadProgressAtom);
  const [posted, setPosted] = useState<Posted>();
  const [failure, setFailure] = useState<Failure>();
  const running = useRef(false);
  const again = useRef(false);

  const run = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setFailure(undefined);
    update((d) => ({ ...d, submitting: true }));
    try {
      // At once, not after the typing debounce: a reload right after Post must find it to resume.
      await flushOfferSave();
      do {
        again.current = false;
        const result = await runOffer({
          userId,
          getDraft: () => store.get(offerDraftAtom)!,
          update,
          setPhase,
          setProgress: (id, fraction) => setProgressMap((m) => ({ ...m, [id]: fraction })),
        });
        if (result.kind === 'done') {
          const photos = store.get(offerDraftAtom)?.photos ?? [];
          const waiting = photos.filter((p) => p.status === 'queued').map((p) => p.uploadKey);
          await discardOfferDraft(photos.map((p) => p.id));
          setDraft(emptyOfferDraft());
          setPosted({ code: result.code, waiting });
          return;
        }
        if (result.kind === 'failed') {
          setPhase({ kind: 'idle' });
          setFailure({ message: result.message, fieldErrors: result.fieldErrors });
          update((d) => ({ ...d, submitting: false }));
          await flushOfferSave();
        }
      } while (again.current && store.get(offerDraftAtom)?.submitting);
    } finally {
      running.current = false;
    }
  }, [userId, store, update, setDraft, setPhase, setProgressMap]);

  // Reopened with a posting unfinished (a reload, the app killed offline): carry on.
  useEffect(() => {
    if (ready && userId && store.get(offerDraftAtom)?.submitting) void run();
    // Only once the draft is read (or the signed-in account changes); the listener below does the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, userId]);

  useEffect(() => {
    const resume = () => {
      if (!store.get(offerDraftAtom)?.submitting) return;
      // Browsers without Background Sync replay the worker's queue only when asked.
      if (!('SyncManager' in window)) replayQueuedUploads();
      void run();
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [store, run]);

  const startOver = useCallback(() => {
    setPosted(undefined);
    setPhase({ kind: 'idle' });
  }, [setPhase]);

  return { submit: run, posted, failure, startOver };
}
