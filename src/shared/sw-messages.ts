// The names of the messages between the pages and the service worker (their shapes and parsers
// are in sw-protocol.ts). Apart from the schemas so that a page which only sends a message, such
// as a server-drawn fundraiser page asking the worker to keep it, loads no zod.

export const SW_MESSAGE = {
  /** page → worker: take charge now (sent by workbox-window's messageSkipWaiting()). */
  skipWaiting: 'SKIP_WAITING',
  /** page → worker: keep this page and these photos for offline reading. */
  keepOffline: 'KEEP_OFFLINE',
  /** page → worker: send the queued uploads now. */
  replayUploads: 'REPLAY_UPLOADS',
  /** page → worker, with a MessagePort: which uploads are queued? */
  listUploads: 'LIST_UPLOADS',
  /** worker → page: an upload that could not reach the server was kept. */
  uploadQueued: 'upload-queued',
  /** worker → page: a kept upload was answered, 2xx or a refusal for good. */
  uploadDone: 'upload-done',
} as const;

/**
 * Web Lock held around every token refresh, by the page and the worker alike: a refresh token works
 * once, and two refreshes in flight with the same cookie look like a stolen token to the server.
 */
export const REFRESH_LOCK = 'harambee:token-refresh';
