import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { DETAILS_CALL, detailsKindFor } from '#shared/details-kind.ts';
import { MSG } from '#shared/messages.ts';
import { authed } from '#web/lib/api-client.ts';
import { uploadPhoto } from '#web/lib/photo-upload.ts';
import { fundraiserPageKeys } from './review.ts';

// The owner's writes on /fundraiser/{id}: close, save the details, delete a photo. Each refreshes
// this page's two reads and marks every other saved read stale (the dashboard's list, say), so the
// next screen that shows this fundraiser asks again rather than showing the old status or photos.

export async function refreshAfterWrite(client: QueryClient, shortCode: string) {
  void client.invalidateQueries({ refetchType: 'none' });
  await Promise.all([
    client.invalidateQueries({ queryKey: fundraiserPageKeys.review(shortCode) }),
    client.invalidateQueries({ queryKey: fundraiserPageKeys.mine }),
  ]);
}

/** POST /fundraisers/{short_code}/close/: a live fundraiser stops taking donations, for good. */
export function useCloseFundraiser(shortCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => authed(API.close(shortCode), { method: 'POST' }),
    // A failure may be an earlier attempt's success whose answer was lost (409, 404): look again.
    onSettled: () => refreshAfterWrite(client, shortCode),
  });
}

/** The details call of the fundraiser's type (an upsert while Pending Review). */
export function useSaveDetails(shortCode: string, fundraiserId: string, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      authed(DETAILS_CALL[detailsKindFor(slug)].path, {
        method: 'POST',
        body: { ...values, fundraiser: fundraiserId },
      }),
    onSettled: () => refreshAfterWrite(client, shortCode),
  });
}

/** DELETE /fundraiser-images/{id}/: removes a photo while Pending Review. */
export function useDeletePhoto(shortCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => authed(API.fundraiserImage(imageId), { method: 'DELETE' }),
    onSettled: () => refreshAfterWrite(client, shortCode),
  });
}

/** A photo ready to send, with the key that makes its upload happen once however often it is sent. */
export interface OutgoingPhoto {
  blob: Blob;
  name: string;
  key: string;
}

/** POST /fundraiser-images/ for one photo (see #web/lib/photo-upload.ts); 'queued' is not a failure. */
export function useAddPhoto(shortCode: string, fundraiserId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (photo: OutgoingPhoto) => {
      const outcome = await uploadPhoto({
        fundraiserId,
        shortCode,
        key: photo.key,
        file: photo.blob,
        name: photo.name,
      });
      if (outcome.kind === 'failed') throw new PhotoRefused(outcome.message, outcome.status);
      if (outcome.kind === 'offline') throw new PhotoRefused(MSG.uploadFailed, 0);
      return outcome.kind;
    },
    onSettled: () => refreshAfterWrite(client, shortCode),
  });
}

/** An upload that did not store the photo; `status` 0 when no answer came. */
export class PhotoRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
  /** Worth sending again (under the same key): no answer, or the server failed. */
  get retryable() {
    return this.status === 0 || this.status >= 500;
  }
}
