import { MSG } from '#shared/messages.ts';
import { detailsKindFor } from '#shared/details-kind.ts';
import { detailsFormSchemaFor } from '#shared/schemas/fundraiser.schema.ts';
import { errorBody, FetchError, statusOf } from '#web/lib/api-client.ts';
import { uploadPhoto } from '#web/lib/photo-upload.ts';
import { queuedUploads, replayQueuedUploads } from '#web/lib/upload-queue.ts';
import { showError, toast } from '#web/lib/toast.ts';
import { createFundraiser, saveDetails } from '../api/submit-calls.ts';
import { flushSave } from '../draft/draft-saver.ts';
import type { PhotoStatus, WizardDraft } from '../draft/draft.types.ts';
import type { SubmitPhase } from '../wizard.atoms.ts';

export interface SubmissionContext {
  userId: string | undefined;
  getDraft: () => WizardDraft;
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  setPhase: (phase: SubmitPhase) => void;
  setProgress: (photoId: string, fraction: number | undefined) => void;
}

export type SubmissionResult =
  | { kind: 'done' }
  | { kind: 'offline' }
  | { kind: 'waiting-photos' }
  | { kind: 'failed'; fieldErrors?: Record<string, string[]> };

/** A request that never got an answer: the connection, not the server, failed. */
const isNetworkError = (err: unknown) => err instanceof FetchError && statusOf(err) === undefined;

export const setPhotoStatus = (draft: WizardDraft, uploadKey: string, status: PhotoStatus): WizardDraft => ({
  ...draft,
  photos: draft.photos.map((p) => (p.uploadKey === uploadKey ? { ...p, status } : p)),
});

/**
 * The submit order of spec §4 (create the fundraiser, its details, its photos), resumable: each
 * call that succeeded is written to the draft at once, and every call carries a key or is an
 * upsert, so running this again after a dropped connection or a reload never makes a second
 * fundraiser nor stores a photo twice.
 */
export async function runSubmission(ctx: SubmissionContext): Promise<SubmissionResult> {
  const draft = ctx.getDraft();
  if (!ctx.userId) return fail(MSG.notSignedIn);
  if (!draft.type) return fail(MSG.typeNotSelected);
  const values = detailsFormSchemaFor(draft.type.slug).safeParse(draft.forms[detailsKindFor(draft.type.slug)] ?? {});
  if (!values.success) return fail(MSG.unexpected);
  if (!navigator.onLine) return offline(ctx);

  let progress = draft.progress?.ownerId === ctx.userId ? draft.progress : null;
  try {
    if (!progress) {
      ctx.setPhase({ kind: 'working', label: 'creating' });
      // A draft whose fundraiser belonged to another account starts its calls over with new keys.
      const restart = Boolean(draft.progress);
      const createKey = restart ? crypto.randomUUID() : draft.createKey;
      const created = await createFundraiser(draft.type.id, ctx.userId, createKey);
      progress = { ownerId: ctx.userId, fundraiserId: created.id, shortCode: created.shortCode };
      const saved = progress;
      ctx.update((d) => ({
        ...d,
        createKey,
        progress: saved,
        photos: restart ? d.photos.map((p) => ({ ...p, status: 'pending', uploadKey: crypto.randomUUID() })) : d.photos,
      }));
      await flushSave();
      toast('success', MSG.fundraiserCreated);
    }
  } catch (err) {
    if (isNetworkError(err)) return offline(ctx);
    return fail(
      errorBody(err).message ?? (err instanceof Error && !(err instanceof FetchError) ? err.message : MSG.createFailed),
    );
  }

  try {
    ctx.setPhase({ kind: 'working', label: 'details' });
    await saveDetails(draft.type.slug, progress.fundraiserId, values.data);
  } catch (err) {
    if (isNetworkError(err)) return offline(ctx);
    const body = errorBody(err);
    showError(body.message);
    ctx.setPhase({ kind: 'idle' });
    return { kind: 'failed', fieldErrors: body.errors };
  }

  return uploadPhotos(ctx, progress.fundraiserId, progress.shortCode);
}

async function uploadPhotos(
  ctx: SubmissionContext,
  fundraiserId: string,
  shortCode: string,
): Promise<SubmissionResult> {
  const inWorker = new Set((await queuedUploads()).map((u) => u.key));
  const todo = ctx.getDraft().photos.filter((p) => p.status !== 'uploaded');
  let offlineCount = 0;
  for (const [index, photo] of todo.entries()) {
    // Already held by the service worker: it sends it when the connection is back.
    if (inWorker.has(photo.uploadKey)) continue;
    ctx.setPhase({ kind: 'working', label: 'photos', done: index, total: todo.length });
    ctx.setProgress(photo.id, 0);
    let outcome;
    try {
      outcome = await uploadPhoto({
        fundraiserId,
        shortCode,
        key: photo.uploadKey,
        file: photo.blob,
        name: photo.name,
        onProgress: (fraction) => ctx.setProgress(photo.id, fraction),
      });
    } catch {
      ctx.setProgress(photo.id, undefined);
      return fail(MSG.uploadUnexpected);
    }
    ctx.setProgress(photo.id, undefined);
    if (outcome.state === 'failed') return fail(outcome.message);
    if (outcome.state === 'offline') offlineCount += 1;
    const status: PhotoStatus =
      outcome.state === 'uploaded' ? 'uploaded' : outcome.state === 'queued' ? 'queued' : 'pending';
    ctx.update((d) => setPhotoStatus(d, photo.uploadKey, status));
  }
  await flushSave();
  if (offlineCount > 0) return offline(ctx);
  const waiting = ctx.getDraft().photos.filter((p) => p.status !== 'uploaded').length;
  if (waiting > 0) {
    replayQueuedUploads();
    ctx.setPhase({ kind: 'waiting-photos', count: waiting });
    return { kind: 'waiting-photos' };
  }
  ctx.setPhase({ kind: 'idle' });
  return { kind: 'done' };
}

function fail(message: string): SubmissionResult {
  showError(message);
  return { kind: 'failed' };
}

/** Offline: nothing to do but wait, unless only photos the service worker holds are left. */
function offline(ctx: SubmissionContext): SubmissionResult {
  const { progress, photos } = ctx.getDraft();
  const left = photos.filter((p) => p.status !== 'uploaded');
  if (progress && left.length > 0 && left.every((p) => p.status === 'queued')) {
    ctx.setPhase({ kind: 'waiting-photos', count: left.length });
    return { kind: 'waiting-photos' };
  }
  ctx.setPhase({ kind: 'offline' });
  return { kind: 'offline' };
}
