import {
  isItemUpload,
  parseWorkerMessage,
  SW_MESSAGE,
  uploadListSchema,
  type AnyQueuedUpload,
  type AnyWorkerMessage,
  type ItemWorkerMessage,
  type PageMessage,
  type QueuedItemUpload,
  type QueuedUpload,
  type WorkerMessage,
} from '#shared/sw-protocol.ts';

// The page's side of the service worker's photo-upload queue (src/sw/upload-queue.ts holds the
// worker's side; the messages are in src/shared/sw-protocol.ts). A photo waits there, in IndexedDB,
// while the phone is offline and is sent, once by its Idempotency-Key, when the connection returns.
// One queue holds fundraisers' photos and offered items' photos; each side asks only for its own.

export type { QueuedItemUpload, QueuedUpload, UploadDone, UploadQueued } from '#shared/sw-protocol.ts';
export type UploadMessage = WorkerMessage;
export type ItemUploadMessage = ItemWorkerMessage;

const LIST_TIMEOUT_MS = 2000;

const controller = () => (typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null) ?? null;

/** The fundraisers' photos the worker still holds; [] without a worker, or when it does not answer in 2 s. */
export async function queuedUploads(): Promise<QueuedUpload[]> {
  return (await allQueuedUploads()).filter((u): u is QueuedUpload => !isItemUpload(u));
}

/** The offered items' photos the worker still holds (same rules as queuedUploads). */
export async function queuedItemUploads(): Promise<QueuedItemUpload[]> {
  return (await allQueuedUploads()).filter((u): u is QueuedItemUpload => isItemUpload(u));
}

function allQueuedUploads(): Promise<AnyQueuedUpload[]> {
  const worker = controller();
  if (!worker) return Promise.resolve([]);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (uploads: AnyQueuedUpload[]) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(uploads);
    };
    const timer = setTimeout(() => finish([]), LIST_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent) => {
      finish(uploadListSchema.safeParse(event.data).data?.uploads ?? []);
    };
    worker.postMessage({ type: SW_MESSAGE.listUploads } satisfies PageMessage, [channel.port2]);
  });
}

/** Asks the worker to send what it holds now (no Background Sync here, or the page just opened). */
export function replayQueuedUploads(): void {
  controller()?.postMessage({ type: SW_MESSAGE.replayUploads } satisfies PageMessage);
}

/** Calls `cb` for each message from the worker about a fundraiser's photo; returns the unsubscribe. */
export function onUploadMessage(cb: (message: UploadMessage) => void): () => void {
  return listen((message) => {
    if (!isItemUpload(message)) cb(message);
  });
}

/** Calls `cb` for each message from the worker about an item's photo; returns the unsubscribe. */
export function onItemUploadMessage(cb: (message: ItemUploadMessage) => void): () => void {
  return listen((message) => {
    if (isItemUpload(message)) cb(message);
  });
}

function listen(cb: (message: AnyWorkerMessage) => void): () => void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) return () => {};
  const listener = (event: MessageEvent) => {
    const message = parseWorkerMessage(event.data);
    if (message) cb(message);
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
