import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { toast } from '#web/lib/toast.ts';
import type { DraftPhoto } from '../../draft/draft.types.ts';
import { photoProblem, preparePhoto, type PreparedPhoto } from '#web/lib/photos/prepare-photo.ts';
import { isSent, mergePhotos } from './merge-photos.ts';

function warn(file: File, reason: 'type' | 'size') {
  toast('warning', photoProblem(file.name, reason));
}

/**
 * Turns picked files into draft photos, one at a time (decoding several 12 MP photos at once can
 * exhaust an entry-level phone's memory), and removes photos. Changes are computed from the latest
 * list this hook produced, not from the last render's props: a photo finishing while the parent
 * has not re-rendered yet must not undo the one before it.
 */
export function usePhotoIntake(photos: DraftPhoto[], onChange: (photos: DraftPhoto[]) => void) {
  const [preparing, setPreparing] = useState(0);
  const latest = useRef(photos);
  const notify = useRef(onChange);
  const queue = useRef(Promise.resolve());
  const mounted = useRef(false);

  useEffect(() => {
    latest.current = photos;
    notify.current = onChange;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const commit = useCallback((next: DraftPhoto[]) => {
    latest.current = next;
    notify.current(next);
  }, []);

  const addOne = useCallback(
    async (file: File) => {
      const result: PreparedPhoto = await preparePhoto(file).catch(
        () => ({ kind: 'refused', reason: 'type' }) as const,
      );
      if (!mounted.current) return;
      setPreparing((n) => n - 1);
      if (result.kind === 'refused') return warn(file, result.reason);
      const photo: DraftPhoto = {
        id: crypto.randomUUID(),
        uploadKey: crypto.randomUUID(),
        status: 'pending',
        blob: result.blob,
        name: result.name,
        originalSize: file.size,
      };
      const { photos: next, dropped } = mergePhotos(latest.current, [photo], LIMITS.imagesMax);
      if (dropped > 0) toast('warning', translateMessage(MSG.maxFiles) ?? MSG.maxFiles);
      commit(next);
    },
    [commit],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      setPreparing((n) => n + files.length);
      for (const file of files) queue.current = queue.current.then(() => addOne(file));
    },
    [addOne],
  );

  const remove = useCallback(
    (id: string) => commit(latest.current.filter((photo) => photo.id !== id || isSent(photo))),
    [commit],
  );

  return { preparing, addFiles, remove };
}
