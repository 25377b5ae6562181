import { MSG } from '#shared/messages.ts';
import { errorBody, FetchError, statusOf, type ApiErrorBody } from '#web/lib/api-client.ts';
import { uploadPhoto, type PhotoUploadInput } from '#web/lib/photo-upload.ts';
import { replayQueuedUploads } from '#web/lib/upload-queue.ts';

// The resumable run of a draft (D-193): one create under the draft's stored key, then each photo
// under its own key, every success written to the draft at once, so running it again after a lost
// answer, a reload or a dead connection never makes a second record nor stores a photo twice.
// Photos the service worker holds (src/web/lib/upload-queue.ts) are sent by it, once. Each
// feature gives only its own calls (RunSteps); the hook in use-resumable-run.ts decides when to run.

export type PhotoStatus = 'pending' | 'queued' | 'uploaded';

/** What the run reads and writes in a draft (the wizard's and the offer's drafts both have it). */
export interface RunDraft<P extends { ownerId: string }> {
  photos: { id: string; name: string; blob: Blob; status: PhotoStatus; uploadKey: string }[];
  /** Key of the create, made once per draft. */
  createKey: string;
  /** What the create answered, for the account it was made for (another account starts over). */
  progress: P | null;
  /** Submit was pressed and the run has not finished: resume when online or when the page opens. */
  submitting: boolean;
}

/** Where the run stands, for the status line under the form; `Step` names a feature's own call. */
export type RunPhase<Step extends string = never> =
  | { kind: 'idle' }
  | { kind: 'working'; step: 'creating' | Step }
  | { kind: 'working'; step: 'photos'; done: number; total: number }
  | { kind: 'offline' }
  | { kind: 'waiting-photos'; count: number };

/** Why a run stopped: the server's answer (its message and per-field errors) or ours. */
export type Refusal = ApiErrorBody;

export type RunResult<P> =
  { kind: 'done'; progress: P } | { kind: 'offline' } | { kind: 'waiting-photos' } | ({ kind: 'failed' } & Refusal);

type Distribute<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** Where a photo goes (a fundraiser's or an item's), without the photo itself. */
export type PhotoTarget = Distribute<PhotoUploadInput, 'key' | 'file' | 'name' | 'onProgress' | 'signal'>;

/** A feature's own part of the run: its values, its calls, where its photos go. */
export interface RunSteps<D, V, P extends { ownerId: string }, Step extends string = never> {
  /** The values to send, or why this draft cannot be sent. */
  check: (draft: D) => { kind: 'ok'; values: V } | { kind: 'failed'; message: string };
  /** The one create, under `key`; its answer is written to the draft before anything else. */
  create: (values: V, key: string, userId: string) => Promise<Omit<P, 'ownerId'>>;
  /** What a refused create (the server said no) tells the person. */
  createRefused: (err: unknown) => Refusal;
  /** Once, after the create was recorded. */
  created?: () => void;
  /** A call made on every run after the create (an upsert, so repeating it is safe). */
  then?: { step: Step; call: (progress: P, values: V) => Promise<unknown>; refused: (err: unknown) => Refusal };
  photoTarget: (progress: P) => PhotoTarget;
  /** The upload keys of this feature's photos the service worker still holds. */
  heldByWorker: () => Promise<{ key: string }[]>;
  /** Whether the run ends only once the worker sent its photos (else they count as posted). */
  waitForHeldPhotos: boolean;
}

export interface RunContext<D, Step extends string> {
  userId: string | undefined;
  getDraft: () => D;
  update: (change: (draft: D) => D) => void;
  setPhase: (phase: RunPhase<Step>) => void;
  setProgress: (photoId: string, fraction: number | undefined) => void;
  /** Writes the draft now (the saver's flush): a reload must find what was recorded. */
  flush: () => Promise<void>;
}

/** A request that never got an answer: the connection, not the server, failed. */
const isNetworkError = (err: unknown) => err instanceof FetchError && statusOf(err) === undefined;

/** The server's message, or a thrown error's own, or `fallback`. */
export const refusalMessage = (err: unknown, fallback: string): string =>
  errorBody(err).message ?? (err instanceof Error && !(err instanceof FetchError) ? err.message : fallback);

/** Sets the status of the photo sent under `uploadKey`; with `from`, only while it has that status. */
export const setPhotoStatus = <D extends RunDraft<{ ownerId: string }>>(
  draft: D,
  uploadKey: string,
  status: PhotoStatus,
  from?: PhotoStatus,
): D => ({
  ...draft,
  photos: draft.photos.map((p) => (p.uploadKey === uploadKey && (!from || p.status === from) ? { ...p, status } : p)),
});

export async function runResumable<D extends RunDraft<P>, V, P extends { ownerId: string }, Step extends string>(
  steps: RunSteps<D, V, P, Step>,
  ctx: RunContext<D, Step>,
): Promise<RunResult<P>> {
  const draft = ctx.getDraft();
  if (!ctx.userId) return { kind: 'failed', message: MSG.notSignedIn };
  const checked = steps.check(draft);
  if (checked.kind === 'failed') return checked;
  if (!navigator.onLine) return offline(steps, ctx);

  let progress = draft.progress?.ownerId === ctx.userId ? draft.progress : null;
  if (!progress) {
    ctx.setPhase({ kind: 'working', step: 'creating' });
    // A draft whose record another account created (a shared phone) starts over with fresh keys.
    const restart = Boolean(draft.progress);
    const createKey = restart ? crypto.randomUUID() : draft.createKey;
    try {
      progress = { ...(await steps.create(checked.values, createKey, ctx.userId)), ownerId: ctx.userId } as P;
    } catch (err) {
      if (isNetworkError(err)) return offline(steps, ctx);
      return { kind: 'failed', ...steps.createRefused(err) };
    }
    const saved = progress;
    ctx.update((d) => ({
      ...d,
      createKey,
      progress: saved,
      photos: restart ? d.photos.map((p) => ({ ...p, status: 'pending', uploadKey: crypto.randomUUID() })) : d.photos,
    }));
    await ctx.flush();
    steps.created?.();
  }

  if (steps.then) {
    ctx.setPhase({ kind: 'working', step: steps.then.step });
    try {
      await steps.then.call(progress, checked.values);
    } catch (err) {
      if (isNetworkError(err)) return offline(steps, ctx);
      return { kind: 'failed', ...steps.then.refused(err) };
    }
  }
  return uploadPhotos(steps, ctx, progress);
}

async function uploadPhotos<D extends RunDraft<P>, V, P extends { ownerId: string }, Step extends string>(
  steps: RunSteps<D, V, P, Step>,
  ctx: RunContext<D, Step>,
  progress: P,
): Promise<RunResult<P>> {
  const inWorker = new Set((await steps.heldByWorker()).map((u) => u.key));
  const todo = ctx.getDraft().photos.filter((p) => p.status !== 'uploaded');
  let offlineCount = 0;
  for (const [index, photo] of todo.entries()) {
    // Already held by the service worker: it sends it when the connection is back. Only a photo
    // still pending is marked: the worker may have sent one (and said so) since it listed them.
    if (inWorker.has(photo.uploadKey)) {
      ctx.update((d) => setPhotoStatus(d, photo.uploadKey, 'queued', 'pending'));
      continue;
    }
    ctx.setPhase({ kind: 'working', step: 'photos', done: index, total: todo.length });
    ctx.setProgress(photo.id, 0);
    const outcome = await uploadPhoto({
      ...steps.photoTarget(progress),
      key: photo.uploadKey,
      file: photo.blob,
      name: photo.name,
      onProgress: (fraction) => ctx.setProgress(photo.id, fraction),
    }).catch(() => ({ kind: 'failed', message: MSG.uploadUnexpected }) as const);
    ctx.setProgress(photo.id, undefined);
    if (outcome.kind === 'failed') {
      await ctx.flush();
      return { kind: 'failed', message: outcome.message };
    }
    if (outcome.kind === 'offline') offlineCount += 1;
    const status: PhotoStatus =
      outcome.kind === 'uploaded' ? 'uploaded' : outcome.kind === 'queued' ? 'queued' : 'pending';
    ctx.update((d) => setPhotoStatus(d, photo.uploadKey, status));
  }
  await ctx.flush();
  // A photo no worker could keep (no service worker, or none in control yet) waits for the network.
  if (offlineCount > 0) return offline(steps, ctx);
  const held = ctx.getDraft().photos.filter((p) => p.status !== 'uploaded').length;
  if (held > 0 && steps.waitForHeldPhotos) {
    replayQueuedUploads();
    ctx.setPhase({ kind: 'waiting-photos', count: held });
    return { kind: 'waiting-photos' };
  }
  ctx.setPhase({ kind: 'idle' });
  return { kind: 'done', progress };
}

/** Offline: nothing to do but wait, unless only photos the service worker holds are left. */
function offline<D extends RunDraft<P>, P extends { ownerId: string }, Step extends string>(
  steps: { waitForHeldPhotos: boolean },
  ctx: RunContext<D, Step>,
): RunResult<P> {
  const { progress, photos } = ctx.getDraft();
  const left = photos.filter((p) => p.status !== 'uploaded');
  if (steps.waitForHeldPhotos && progress && left.length > 0 && left.every((p) => p.status === 'queued')) {
    ctx.setPhase({ kind: 'waiting-photos', count: left.length });
    return { kind: 'waiting-photos' };
  }
  ctx.setPhase({ kind: 'offline' });
  return { kind: 'offline' };
}
