import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onUploadMessage, queuedUploads, replayQueuedUploads, type QueuedUpload } from '#web/lib/upload-queue.ts';

/**
 * Photos of this fundraiser the service worker still holds (taken offline): they upload by
 * themselves once the phone is back online. Refreshed as the worker reports.
 */
export function WaitingUploads({ shortCode, onUploaded }: { shortCode: string; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<QueuedUpload[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = () =>
      void queuedUploads().then((all) => live && setWaiting(all.filter((u) => u.shortCode === shortCode)));
    refresh();
    // Where the browser has no Background Sync, the worker sends its queue only when asked.
    replayQueuedUploads();
    const stop = onUploadMessage((m) => {
      if (m.shortCode !== shortCode) return;
      refresh();
      if (m.type === 'upload-done') onUploaded();
    });
    return () => {
      live = false;
      stop();
    };
  }, [shortCode, onUploaded]);

  if (waiting.length === 0) return null;
  return (
    <div className="waiting-uploads" role="status">
      <p>{t('preview.waitingUploads', { count: waiting.length })}</p>
      <ul>
        {waiting.map((u) => (
          <li key={u.key}>{u.name}</li>
        ))}
      </ul>
    </div>
  );
}
