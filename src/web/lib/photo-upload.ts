import { MSG } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/fields.ts';
import { queuedReplySchema, UPLOAD_TARGETS } from '#shared/sw-protocol.ts';
import { endSession, refreshSession } from './api-client.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

// One photo per request, each under its own Idempotency-Key: a photo is stored once however often
// it is sent (a retry here, the service worker's replay, a lost answer). The first attempt is an
// XMLHttpRequest marked X-Upload-Direct, which the service worker leaves alone, because only XHR
// reports upload progress; when the network fails, the same request goes once more through fetch
// without the mark, and the service worker keeps it until the phone is back online.

export type UploadOutcome =
  | { kind: 'uploaded'; body: unknown } // 2xx: stored (or replayed by key)
  | { kind: 'queued' } // the service worker holds it until online
  | { kind: 'offline' } // no worker to hold it; retry when online
  | { kind: 'failed'; status: number; message: string; errors?: FieldErrors }; // refused

interface UploadCommon {
  key: string;
  file: Blob;
  name: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A fundraiser's photo (POST /fundraiser-images/). */
export interface FundraiserPhotoUpload extends UploadCommon {
  kind?: 'fundraiser';
  fundraiserId: string;
  /** Sent as X-Fundraiser-Code (the server ignores it) for the worker's list of waiting photos. */
  shortCode: string;
}

/** An offered item's photo (POST /item-images/), kept by the same worker queue. */
export interface ItemPhotoUpload extends UploadCommon {
  kind: 'item';
  itemId: string;
  /** Sent as X-Item-Code, like the fundraiser's code. */
  code: string;
}

export type PhotoUploadInput = FundraiserPhotoUpload | ItemPhotoUpload;

/** Where the photo goes: the path, the id's form field and the code's header. */
function targetOf(input: PhotoUploadInput) {
  if (input.kind === 'item') return { ...UPLOAD_TARGETS.item, id: input.itemId, code: input.code };
  return { ...UPLOAD_TARGETS.fundraiser, id: input.fundraiserId, code: input.shortCode };
}
const BUSY_RETRIES = 3;
const BUSY_WAIT_MS = 1000;

/** What came back: a status and the parsed JSON body, or 'network' when nothing did. */
type Reply = { status: number; body: unknown } | 'network';

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

const parse = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

function formOf(input: PhotoUploadInput) {
  const { field, id } = targetOf(input);
  const form = new FormData();
  form.append(field, id);
  form.append('image', input.file, input.name);
  return form;
}

function sendDirect(input: PhotoUploadInput): Promise<Reply> {
  const { key, onProgress, signal } = input;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (reply: Reply) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(reply);
    };
    const target = targetOf(input);
    xhr.open('POST', target.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Idempotency-Key', key);
    xhr.setRequestHeader(target.codeHeader, target.code);
    xhr.setRequestHeader('X-Upload-Direct', '1');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => settle(xhr.status === 0 ? 'network' : { status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => settle('network');
    xhr.ontimeout = () => settle('network');
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(formOf(input));
  });
}

/** The same upload through fetch, unmarked, so the service worker can keep it when offline. */
async function sendViaWorker(input: PhotoUploadInput): Promise<Reply> {
  try {
    const target = targetOf(input);
    const response = await fetch(target.path, {
      method: 'POST',
      body: formOf(input),
      headers: { 'Idempotency-Key': input.key, [target.codeHeader]: target.code, Accept: 'application/json' },
      credentials: 'include',
      signal: input.signal,
    });
    return { status: response.status, body: parse(await response.text()) };
  } catch {
    if (input.signal?.aborted) throw abortError();
    return 'network';
  }
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const errorOf = (body: unknown) => apiErrorSchema.safeParse(body).data;

function failed(status: number, body: unknown): UploadOutcome {
  const error = errorOf(body);
  return {
    kind: 'failed',
    status,
    message: error?.message || MSG.uploadFailed,
    ...(error?.errors ? { errors: error.errors } : {}),
  };
}

/**
 * Uploads one photo. Resolves with what became of it; rejects only with an AbortError when
 * `signal` aborts. A 401 refreshes the session once and retries (then ends the session, like
 * `authed`); a 403 ends the session; a 409 for a request still running under the same key waits
 * and asks again, which returns the first request's answer once it is done.
 */
export async function uploadPhoto(input: PhotoUploadInput): Promise<UploadOutcome> {
  let refreshed = false;
  let busy = 0;
  for (;;) {
    let reply = await sendDirect(input);
    if (reply === 'network') {
      if (!navigator.serviceWorker?.controller) return { kind: 'offline' };
      reply = await sendViaWorker(input);
      if (reply === 'network') return { kind: 'offline' };
      if (reply.status === 202 && queuedReplySchema.safeParse(reply.body).success) return { kind: 'queued' };
    }
    const { status, body } = reply;
    if (status >= 200 && status < 300) {
      input.onProgress?.(1);
      return { kind: 'uploaded', body };
    }
    if (status === 401) {
      if (!refreshed && (await refreshSession())) {
        refreshed = true;
        continue;
      }
      endSession(401);
    }
    if (status === 403) endSession(403);
    if (status === 409 && errorOf(body)?.message === MSG.idempotencyInFlight && busy < BUSY_RETRIES) {
      busy += 1;
      await wait(BUSY_WAIT_MS, input.signal);
      continue;
    }
    return failed(status, body);
  }
}
