import type { DraftPhoto } from '../../draft/draft.types.ts';

/** Uploaded, or held by the service worker and bound to upload: either way it is the server's now. */
export const isSent = (photo: DraftPhoto) => photo.status !== 'pending';

/**
 * Puts `added` after the photos already chosen and keeps at most `max` (spec §5: extra files drop
 * the oldest). Sent photos (uploaded or queued) are never dropped: when they leave no room, the
 * oldest new photo goes instead.
 */
export function mergePhotos(current: DraftPhoto[], added: DraftPhoto[], max: number) {
  const photos = [...current, ...added];
  let dropped = 0;
  while (photos.length > max) {
    const oldest = photos.findIndex((photo) => !isSent(photo));
    if (oldest < 0) break;
    photos.splice(oldest, 1);
    dropped += 1;
  }
  return { photos, dropped };
}
