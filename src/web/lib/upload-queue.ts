// The page's side of the service worker's photo-upload queue (src/sw/upload-queue.ts holds the
// worker's side and the protocol; keep both in step). A photo waits there, in IndexedDB, while
// the phone is offline and is sent, once by its Idempotency-Key, when the connection returns.

export interface QueuedUpload {
  key: string;
  fundraiser: string;
  /** The fundraiser's short code, so its public page can list what is still waiting. */
  shortCode: string;
  name: string;
}

/** The worker kept an upload that could not reach the server. */
export interface UploadQueued extends QueuedUpload {
  type: 'upload-queued';
}

/** A kept upload was answered: 2xx (stored, or replayed by key) or a refusal (4xx) for good. */
export interface UploadDone {
  type: 'upload-done';
  key: string;
  fundraiser: string;
  shortCode: string;
  status: number;
  /** The server's JSON answer, or null. */
  body: unknown;
}

export type UploadMessage = UploadQueued | UploadDone;

const LIST_TIMEOUT_MS = 2000;

const controller = () => (typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null) ?? null;

/** The uploads the worker still holds; [] without a worker, or when it does not answer in 2 s. */
export function queuedUploads(): Promise<QueuedUpload[]> {
  const worker = controller();
  if (!worker) return Promise.resolve([]);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (uploads: QueuedUpload[]) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(uploads);
    };
    const timer = setTimeout(() => finish([]), LIST_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ uploads?: unknown } | null>) => {
      const uploads = event.data?.uploads;
      finish(Array.isArray(uploads) ? (uploads as QueuedUpload[]) : []);
    };
    worker.postMessage({ type: 'LIST_UPLOADS' }, [channel.port2]);
  });
}

/** Asks the worker to send what it holds now (no Background Sync here, or the page just opened). */
export function replayQueuedUploads(): void {
  controller()?.postMessage({ type: 'REPLAY_UPLOADS' });
}

const isUploadMessage = (data: unknown): data is UploadMessage => {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'upload-queued' || type === 'upload-done';
};

/** Calls `cb` for each upload message from the worker; returns the unsubscribe. */
export function onUploadMessage(cb: (message: UploadMessage) => void): () => void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) return () => {};
  const listener = (event: MessageEvent) => {
    if (isUploadMessage(event.data)) cb(event.data);
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
