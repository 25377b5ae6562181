import { z } from 'zod/mini';
import { API } from './api-paths.ts';
import { SW_MESSAGE } from './sw-messages.ts';

// The messages between the pages and the service worker, in one place for both sides
// (src/web/lib/upload-queue.ts, src/web/lib/keep-offline.ts, src/web/lib/api-client.ts and
// src/sw/*). Each side parses what it receives: a message that does not match is ignored.
// zod/mini, so the worker's bundle carries only the few checks it uses.

export { REFRESH_LOCK, SW_MESSAGE } from './sw-messages.ts';

/**
 * The two kinds of photo the worker keeps, one request per photo ({<field>: id, image}), each under
 * its own Idempotency-Key. The code header is for the pages' lists of waiting photos; the server
 * ignores it.
 */
export const UPLOAD_TARGETS = {
  fundraiser: { path: `/api${API.fundraiserImages}`, field: 'fundraiser', codeHeader: 'X-Fundraiser-Code' },
  item: { path: `/api${API.itemImages}`, field: 'item', codeHeader: 'X-Item-Code' },
} as const;
export type UploadKind = keyof typeof UPLOAD_TARGETS;

/** A fundraiser's photo. Its messages carry no `kind` (they predate item photos). */
export const queuedUploadSchema = z.object({
  key: z.string(),
  fundraiser: z.string(),
  /** The fundraiser's short code, so its public page can list what is still waiting. */
  shortCode: z.string(),
  name: z.string(),
});
export type QueuedUpload = z.infer<typeof queuedUploadSchema>;

/** An offered item's photo. */
export const queuedItemUploadSchema = z.object({
  kind: z.literal('item'),
  key: z.string(),
  /** The item's id, as sent in the form. */
  item: z.string(),
  /** The item's public code (/items/{code}). */
  code: z.string(),
  name: z.string(),
});
export type QueuedItemUpload = z.infer<typeof queuedItemUploadSchema>;

/** Anything the worker holds; an item's first, since a fundraiser's schema would not see `kind`. */
export const anyQueuedUploadSchema = z.union([queuedItemUploadSchema, queuedUploadSchema]);
export type AnyQueuedUpload = z.infer<typeof anyQueuedUploadSchema>;
export const isItemUpload = (u: AnyQueuedUpload | AnyWorkerMessage): u is QueuedItemUpload | ItemWorkerMessage =>
  'kind' in u && u.kind === 'item';

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

export const itemUploadQueuedSchema = z.extend(queuedItemUploadSchema, { type: z.literal(SW_MESSAGE.uploadQueued) });
export const itemUploadDoneSchema = z.extend(z.omit(queuedItemUploadSchema, { name: true }), {
  type: z.literal(SW_MESSAGE.uploadDone),
  status: z.int(),
  body: z.unknown(),
});
export const itemWorkerMessageSchema = z.discriminatedUnion('type', [itemUploadQueuedSchema, itemUploadDoneSchema]);
export type ItemWorkerMessage = z.infer<typeof itemWorkerMessageSchema>;

/** What the worker sends: an item's messages first (they carry `kind`), then a fundraiser's. */
export const anyWorkerMessageSchema = z.union([itemWorkerMessageSchema, workerMessageSchema]);
export type AnyWorkerMessage = z.infer<typeof anyWorkerMessageSchema>;

/** The worker's own answer (202) to an upload it kept because the network failed. */
export const queuedReplySchema = z.object({ queued: z.literal(true), message: z.string() });
export type QueuedReply = z.infer<typeof queuedReplySchema>;

/** The worker's answer to LIST_UPLOADS, on the port the page sent. */
export const uploadListSchema = z.object({ uploads: z.array(anyQueuedUploadSchema) });
export type UploadList = z.infer<typeof uploadListSchema>;

export const parsePageMessage = (data: unknown): PageMessage | undefined => pageMessageSchema.safeParse(data).data;
export const parseWorkerMessage = (data: unknown): AnyWorkerMessage | undefined =>
  anyWorkerMessageSchema.safeParse(data).data;
