import { z } from 'zod/mini';
import { SW_MESSAGE } from './sw-messages.ts';

// The messages between the pages and the service worker, in one place for both sides
// (src/web/lib/upload-queue.ts, src/web/lib/keep-offline.ts, src/web/lib/api-client.ts and
// src/sw/*). Each side parses what it receives: a message that does not match is ignored.
// zod/mini, so the worker's bundle carries only the few checks it uses.

export { REFRESH_LOCK, SW_MESSAGE } from './sw-messages.ts';

export const queuedUploadSchema = z.object({
  key: z.string(),
  fundraiser: z.string(),
  /** The fundraiser's short code, so its public page can list what is still waiting. */
  shortCode: z.string(),
  name: z.string(),
});
export type QueuedUpload = z.infer<typeof queuedUploadSchema>;

export const keepOfflineMessageSchema = z.object({
  type: z.literal(SW_MESSAGE.keepOffline),
  page: z.optional(z.string()),
  media: z.array(z.string()),
});

export const pageMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(SW_MESSAGE.skipWaiting) }),
  keepOfflineMessageSchema,
  z.object({ type: z.literal(SW_MESSAGE.replayUploads) }),
  z.object({ type: z.literal(SW_MESSAGE.listUploads) }),
]);
export type PageMessage = z.infer<typeof pageMessageSchema>;

export const uploadQueuedSchema = z.extend(queuedUploadSchema, { type: z.literal(SW_MESSAGE.uploadQueued) });
export type UploadQueued = z.infer<typeof uploadQueuedSchema>;

export const uploadDoneSchema = z.extend(z.omit(queuedUploadSchema, { name: true }), {
  type: z.literal(SW_MESSAGE.uploadDone),
  status: z.int(),
  /** The server's JSON answer, or null. */
  body: z.unknown(),
});
export type UploadDone = z.infer<typeof uploadDoneSchema>;

export const workerMessageSchema = z.discriminatedUnion('type', [uploadQueuedSchema, uploadDoneSchema]);
export type WorkerMessage = z.infer<typeof workerMessageSchema>;

/** The worker's own answer (202) to an upload it kept because the network failed. */
export const queuedReplySchema = z.object({ queued: z.literal(true), message: z.string() });
export type QueuedReply = z.infer<typeof queuedReplySchema>;

/** The worker's answer to LIST_UPLOADS, on the port the page sent. */
export const uploadListSchema = z.object({ uploads: z.array(queuedUploadSchema) });
export type UploadList = z.infer<typeof uploadListSchema>;

export const parsePageMessage = (data: unknown): PageMessage | undefined => pageMessageSchema.safeParse(data).data;
export const parseWorkerMessage = (data: unknown): WorkerMessage | undefined =>
  workerMessageSchema.safeParse(data).data;
