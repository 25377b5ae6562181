import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { API } from '#shared/api-paths.ts';
import { TIMINGS } from '#shared/constants.ts';
import { readApiError } from '#shared/api-error.ts';
import type { ApiError } from '#shared/schemas/fields.ts';
import { REFRESH_LOCK } from '#shared/sw-messages.ts';

// One HTTP layer (architecture §5). `plain` sends no credentials of its own beyond cookies;
// `authed` adds the spec's recovery: on 401 refresh once and retry once; if that fails, or on
// 403, the session is over and the visitor goes to sign-in with a redirect back here.

export const plain = ofetch.create({ baseURL: '/api', credentials: 'include' });

type SessionEndHandler = (reason: 401 | 403) => void;
let onSessionEnd: SessionEndHandler = () => {};

/** The auth feature tells the client how to end a session (clear the user, go to sign-in). */
export function setSessionEndHandler(handler: SessionEndHandler) {
  onSessionEnd = handler;
}

/** Ends the session as `authed` does; for calls made outside ofetch (the photo upload's XHR). */
export function endSession(reason: 401 | 403) {
  onSessionEnd(reason);
}

// Refresh tokens work once: two refreshes in flight with the same cookie look like a stolen token
// and the server ends the session. The service worker refreshes too (replaying queued uploads,
// src/sw/upload-queue.ts), so both take this Web Lock (its name is in the shared protocol); one
// after the other, each sends the cookie the previous one set.
const underRefreshLock = async <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? await navigator.locks.request(REFRESH_LOCK, run) : run();

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: parallel 401s share it. The server rotates the refresh cookie. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= underRefreshLock(() => plain<unknown>(API.tokenRefresh, { method: 'POST', body: {} }))
    .then(async (reply) => {
      // Loaded on the first refresh, not with the app (zod stays off the first load).
      const { tokenReplySchema } = await import('#shared/schemas/auth.schema.ts');
      // The spec's client also copes with an answer without an access token (the cookie carries
      // it), and re-read the cookie after 100 ms then.
      const { access } = tokenReplySchema.partial({ access: true }).parse(reply);
      if (!access) await new Promise((r) => setTimeout(r, TIMINGS.cookieRereadMs));
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const statusOf = (err: unknown) => (err instanceof FetchError ? err.response?.status : undefined);

export async function authed<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    return await plain<T>(path, options);
  } catch (err) {
    const status = statusOf(err);
    if (status === 403) onSessionEnd(403);
    if (status !== 401) throw err;
    if (!(await refreshSession())) {
      onSessionEnd(401);
      throw err;
    }
    try {
      return await plain<T>(path, options);
    } catch (retryErr) {
      if (statusOf(retryErr) === 401) onSessionEnd(401);
      throw retryErr;
    }
  }
}

/** Bytes (a private photo, D-239, D-258), with the session like every call: the options are typed for JSON. */
export const authedBlob = (path: string) =>
  authed<Blob>(path, { responseType: 'blob' } as unknown as FetchOptions<'json'>);

/** The API's error body (`{ message, errors?: { field: [text] } }`), or {} when a failure has none. */
export type ApiErrorBody = Partial<ApiError>;

export const errorBody = (err: unknown): ApiErrorBody =>
  (err instanceof FetchError ? readApiError(err.data) : undefined) ?? {};

// Features tell a failed request from other errors with this FetchError, never ofetch's own import.
export { FetchError, statusOf };
