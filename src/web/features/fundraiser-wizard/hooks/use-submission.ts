import { useSetAtom, useStore } from '#web/lib/store.ts';
import { useCallback, useEffect, useState } from 'react';
import { MSG } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/fields.ts';
import { SW_MESSAGE } from '#shared/sw-messages.ts';
import { setPhotoStatus, type Refusal } from '#web/lib/drafts/resumable-run.ts';
import { useResumableRun } from '#web/lib/drafts/use-resumable-run.ts';
import { showError, toast } from '#web/lib/toast.ts';
import { onUploadMessage } from '#web/lib/upload-queue.ts';
import { flushSave } from '../draft/draft-saver.ts';
import { completeStep } from '../draft/steps.ts';
import { submissionSteps } from '../lib/run-submission.ts';
import { draftAtom, submitPhaseAtom, updateDraftAtom, uploadProgressAtom } from '../wizard.atoms.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

const atoms = { draft: draftAtom, update: updateDraftAtom, phase: submitPhaseAtom, progress: uploadProgressAtom };

/**
 * Submits the details step and keeps at it (the resumable run, D-193); photos the service worker
 * sent later are marked uploaded as its messages arrive, and the last one finishes the step.
 */
export function useSubmission(userId: string | undefined) {
  const store = useStore();
  const update = useSetAtom(updateDraftAtom);
  const setPhase = useSetAtom(submitPhaseAtom);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();

  const onStart = useCallback(() => setFieldErrors(undefined), []);
  const onDone = useCallback(() => {
    toast('success', MSG.imagesUploaded);
    update((d) => completeStep({ ...d, submitting: false }, 'fundraiser-details'));
    void flushSave();
  }, [update]);
  const onFailed = useCallback((refusal: Refusal) => {
    showError(refusal.message);
    setFieldErrors(refusal.errors);
  }, []);
  const run = useResumableRun({
    userId,
    steps: submissionSteps,
    atoms,
    flush: flushSave,
    // Only when the details step opens.
    resumeWhen: true,
    onStart,
    onDone,
    onFailed,
  });

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
