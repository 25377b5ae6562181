import { useCallback } from 'react';

/**
 * A ref for the <img> that previews `blob`. The object URL is made when the img mounts and revoked
 * when it unmounts (the photo was removed or the form left), so the blob's memory is not held for
 * the rest of the session. A ref rather than state: no extra render, and React 19 calls the
 * returned cleanup, also in StrictMode's mount-unmount-mount.
 */
export function usePhotoPreview(blob: Blob) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
