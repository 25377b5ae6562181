import { MSG } from '#shared/messages.ts';
import { offerItemSchema } from '#shared/schemas/items.schema.ts';
import { errorBody, FetchError, statusOf } from '#web/lib/api-client.ts';
import { uploadPhoto } from '#web/lib/photo-upload.ts';
import { queuedItemUploads } from '#web/lib/upload-queue.ts';
import { offerItem } from '../api/offer-item.ts';
import { flushOfferSave } from '../draft/offer-draft-saver.ts';
import type { OfferDraft, OfferPhotoStatus } from '../draft/offer-draft.types.ts';

export type OfferPhase =
  | { kind: 'idle' }
  | { kind: 'working'; step: 'creating' }
  | { kind: 'working'; step: 'photos'; done: number; total: number }
  | { kind: 'offline' };

export type OfferResult =
  | { kind: 'done'; code: string; waitingPhotos: number }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string; fieldErrors?: Record<string, string[]> };

export interface OfferContext {
  userId: string | undefined;
  getDraft: () => OfferDraft;
  update: (change: (draft: OfferDraft) => OfferDraft) => void;
  setPhase: (phase: OfferPhase) => void;
  setProgress: (photoId: string, fraction: number | undefined) => void;
}

/** A request that never got an answer: the connection, not the server, failed. */
const isNetworkError = (err: unknown) => err instanceof FetchError && statusOf(err) === undefined;

export const setOfferPhotoStatus = (draft: OfferDraft, uploadKey: string, status: OfferPhotoStatus): OfferDraft => ({
  ...draft,
  photos: draft.photos.map((p) => (p.uploadKey === uploadKey ? { ...p, status } : p)),
});

/**
 * Posts the offer: the item, then each photo. Resumable and exactly once: the item's code is written
 * to the draft as soon as it exists, the create carries the draft's key and each photo its own, so
 * running this again after a lost answer, a reload or a dead connection never makes a second item
 * nor stores a photo twice. Photos the service worker holds count as posted: it sends them, once.
 */
export async function runOffer(ctx: OfferContext): Promise<OfferResult> {
  const draft = ctx.getDraft();
  if (!ctx.userId) return { kind: 'failed', message: MSG.notSignedIn };
  const parsed = offerItemSchema.safeParse(draft.values);
  if (!parsed.success) return { kind: 'failed', message: MSG.unexpected };
  if (!navigator.onLine) return offline(ctx);

  let code = draft.progress?.ownerId === ctx.userId ? draft.progress.code : null;
  if (!code) {
    ctx.setPhase({ kind: 'working', step: 'creating' });
    // A draft whose item another account created (shared phone) starts over with fresh keys.
    const restart = Boolean(draft.progress);
    const createKey = restart ? crypto.randomUUID() : draft.createKey;
    const values = parsed.data.share_phone ? parsed.data : { ...parsed.data, phone: undefined };
    try {
      ({ code } = await offerItem(values, createKey));
    } catch (err) {
      if (isNetworkError(err)) return offline(ctx);
      const body = errorBody(err);
      const message =
        body.message ?? (err instanceof Error && !(err instanceof FetchError) ? err.message : MSG.unexpected);
      return { kind: 'failed', message, fieldErrors: body.errors };
    }
    const progress = { ownerId: ctx.userId, code };
    ctx.update((d) => ({
      ...d,
      createKey,
      progress,
      photos: restart ? d.photos.map((p) => ({ ...p, status: 'pending', uploadKey: crypto.randomUUID() })) : d.photos,
    }));
    await flushOfferSave();
  }
  return uploadPhotos(ctx, code);
}

async function uploadPhotos(ctx: OfferContext, code: string): Promise<OfferResult> {
  const inWorker = new Set((await queuedItemUploads()).map((u) => u.key));
  const todo = ctx.getDraft().photos.filter((p) => p.status !== 'uploaded');
  for (const [index, photo] of todo.entries()) {
    if (inWorker.has(photo.uploadKey)) {
      ctx.update((d) => setOfferPhotoStatus(d, photo.uploadKey, 'queued'));
      continue;
    }
    ctx.setPhase({ kind: 'working', step: 'photos', done: index, total: todo.length });
    ctx.setProgress(photo.id, 0);
    const outcome = await uploadPhoto({
      kind: 'item',
      itemId: code,
      code,
      key: photo.uploadKey,
      file: photo.blob,
      name: photo.name,
      onProgress: (fraction) => ctx.setProgress(photo.id, fraction),
    }).catch(() => ({ state: 'failed', message: MSG.uploadUnexpected }) as const);
    ctx.setProgress(photo.id, undefined);
    if (outcome.state === 'failed') {
      await flushOfferSave();
      return { kind: 'failed', message: outcome.message };
    }
    const status: OfferPhotoStatus =
      outcome.state === 'uploaded' ? 'uploaded' : outcome.state === 'queued' ? 'queued' : 'pending';
    ctx.update((d) => setOfferPhotoStatus(d, photo.uploadKey, status));
  }
  await flushOfferSave();
  const photos = ctx.getDraft().photos;
  // A photo no worker could keep (no service worker, or none in control yet) waits for the network.
  if (photos.some((p) => p.status === 'pending')) return offline(ctx);
  ctx.setPhase({ kind: 'idle' });
  return { kind: 'done', code, waitingPhotos: photos.filter((p) => p.status === 'queued').length };
}

function offline(ctx: OfferContext): OfferResult {
  ctx.setPhase({ kind: 'offline' });
  return { kind: 'offline' };
}
