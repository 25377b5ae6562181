import { useAtomValue, useSetAtom, useStore } from '#web/lib/store.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/fields.ts';
import { SW_MESSAGE } from '#shared/sw-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { onUploadMessage, replayQueuedUploads } from '#web/lib/upload-queue.ts';
import { flushSave } from '../draft/draft-saver.ts';
import { completeStep } from '../draft/steps.ts';
import { runSubmission, setPhotoStatus } from '../lib/run-submission.ts';
import { draftAtom, submitPhaseAtom, updateDraftAtom, uploadProgressAtom } from '../wizard.atoms.ts';

/**
 * Submits the details step and keeps at it: a submission cut off by the network resumes by itself
 * when the connection returns (or when the wizard reopens), and photos the service worker sent
 * later are marked uploaded as its messages arrive.
 */
export function useSubmission(userId: string | undefined) {
  const store = useStore();
  const update = useSetAtom(updateDraftAtom);
  const setPhase = useSetAtom(submitPhaseAtom);
  const setProgressMap = useSetAtom(uploadProgressAtom);
  const submitting = useAtomValue(draftAtom)?.submitting ?? false;
  const running = useRef(false);
  // A trigger (network back, a photo sent by the worker) that came while a run was under way.
  const again = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>();

  const finish = useCallback(() => {
    toast('success', MSG.imagesUploaded);
    update((d) => completeStep({ ...d, submitting: false }, 'fundraiser-details'));
    void flushSave();
  }, [update]);

  const run = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    update((d) => ({ ...d, submitting: true }));
    setFieldErrors(undefined);
    try {
      // Written at once, not after the typing debounce: a reload right after pressing Submit
      // must still find the submission to resume.
      await flushSave();
      do {
        again.current = false;
        const result = await runSubmission({
          userId,
          getDraft: () => store.get(draftAtom)!,
          update,
          setPhase,
          setProgress: (id, fraction) => setProgressMap((m) => ({ ...m, [id]: fraction })),
        });
        if (result.kind === 'done') finish();
        if (result.kind === 'failed') {
          setPhase({ kind: 'idle' });
          setFieldErrors(result.fieldErrors);
          update((d) => ({ ...d, submitting: false }));
        }
      } while (again.current && store.get(draftAtom)?.submitting);
    } finally {
      running.current = false;
    }
  }, [userId, store, update, setPhase, setProgressMap, finish]);

  // Resume after a reload or a killed app: once, when the wizard opens with a submission unfinished
  // (offline, the run only says so and waits for the network).
  useEffect(() => {
    if (store.get(draftAtom)?.submitting) void run();
    // Only when the details step opens; later changes are handled by the listeners below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Resume whenever the network returns while a submission is unfinished.
  useEffect(() => {
    if (!submitting) return;
    const resume = () => {
      // Browsers without Background Sync replay the worker's queue only when asked.
      if (!('SyncManager' in window)) replayQueuedUploads();
      void run();
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [submitting, run]);

  // The service worker reports photos it sent from its queue.
  useEffect(
    () =>
      onUploadMessage((message) => {
        if (message.type !== SW_MESSAGE.uploadDone) return;
        const draft = store.get(draftAtom);
        if (!draft?.photos.some((p) => p.uploadKey === message.key)) return;
        const ok = message.status >= 200 && message.status < 300;
        update((d) => setPhotoStatus(d, message.key, ok ? 'uploaded' : 'pending'));
        if (!ok) toast('error', apiErrorSchema.safeParse(message.body).data?.message ?? MSG.uploadFailed);
        const after = store.get(draftAtom);
        if (ok && after?.submitting && after.photos.every((p) => p.status === 'uploaded')) void run();
      }),
    [store, update, run],
  );

  /** Go on to the launch while the worker still holds photos: they upload once back online. */
  const continueWithoutWaiting = useCallback(() => {
    setPhase({ kind: 'idle' });
    update((d) => completeStep({ ...d, submitting: false }, 'fundraiser-details'));
    void flushSave();
  }, [setPhase, update]);

  return { submit: run, fieldErrors, continueWithoutWaiting };
}
