/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { z } from 'zod/mini';
import { API } from '#shared/api-paths.ts';
import { MSG } from '#shared/messages.ts';
import {
  parsePageMessage,
  REFRESH_LOCK,
  SW_MESSAGE,
  UPLOAD_TARGETS,
  type AnyQueuedUpload,
  type AnyWorkerMessage,
  type QueuedReply,
  type UploadKind,
  type UploadList,
} from '#shared/sw-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

// Photo uploads that survive a dropped connection: a fundraiser's (the wizard, the owner's page) and
// an offered item's, in one queue. Each photo is sent in its own request, each
// with its own Idempotency-Key, and the key travels with the stored request: however often a
// photo is replayed (a lost answer, a sync retried by the browser, a page asking again), the server
// stores it once and answers every repeat with the first response. That is what makes it safe to
// replay on any doubt instead of trying to guess whether an upload arrived.
//
// Protocol with the pages: src/shared/sw-protocol.ts (src/web/lib/upload-queue.ts is the page side).
//   worker → page  upload-queued, upload-done
//   page → worker  REPLAY_UPLOADS; LIST_UPLOADS + a MessagePort → { uploads }

const QUEUE_NAME = 'photo-uploads'; // background-sync tag: 'workbox-background-sync:photo-uploads'
const REFRESH_PATH = `/api${API.tokenRefresh}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

/** Not worth a verdict yet: put the entry back and let background sync try again later. */
class RetryLater extends Error {}

const kindOfPath = (pathname: string): UploadKind | undefined =>
  (Object.keys(UPLOAD_TARGETS) as UploadKind[]).find((kind) => UPLOAD_TARGETS[kind].path === pathname);

// Written with each queued request by readMeta; anything missing reads as ''. Entries stored before
// item photos existed have no `kind`: they are a fundraiser's.
const storedMetaSchema = z.object({
  kind: z.optional(z.string()),
  key: z.optional(z.string()),
  fundraiser: z.optional(z.string()),
  shortCode: z.optional(z.string()),
  item: z.optional(z.string()),
  code: z.optional(z.string()),
  name: z.optional(z.string()),
});
const metaOf = (metadata: unknown): AnyQueuedUpload => {
  const m = storedMetaSchema.safeParse(metadata).data ?? {};
  const [key, name] = [m.key ?? '', m.name ?? ''];
  if (m.kind === 'item') return { kind: 'item', key, item: m.item ?? '', code: m.code ?? '', name };
  return { key, fundraiser: m.fundraiser ?? '', shortCode: m.shortCode ?? '', name };
};

/** The stored upload as the pages' message about it: the same fields, `name` only when queued. */
function doneMessage(meta: AnyQueuedUpload, status: number, body: unknown): AnyWorkerMessage {
  const type = SW_MESSAGE.uploadDone;
  if ('kind' in meta) return { type, kind: meta.kind, key: meta.key, item: meta.item, code: meta.code, status, body };
  return { type, key: meta.key, fundraiser: meta.fundraiser, shortCode: meta.shortCode, status, body };
}

// The API's error body ({ message, errors? }) when the first attempt under a key is still running;
// zod/mini rather than the full error schema, to keep the worker small.
const inFlightSchema = z.object({ message: z.literal(MSG.idempotencyInFlight) });

async function readMeta(request: Request, kind: UploadKind): Promise<AnyQueuedUpload> {
  const target = UPLOAD_TARGETS[kind];
  const key = request.headers.get('Idempotency-Key') ?? '';
  const code = request.headers.get(target.codeHeader) ?? '';
  let id = '';
  let name = '';
  try {
    const form = await request.formData();
    const field = form.get(target.field);
    const image = form.get('image');
    id = typeof field === 'string' ? field : '';
    name = image instanceof File ? image.name : '';
  } catch {
    // Unreadable form: the entry is still kept and replayed; only the pages' list lacks detail.
  }
  if (kind === 'item') return { kind, key, item: id, code, name };
  return { key, fundraiser: id, shortCode: code, name };
}

async function tellPages(message: AnyWorkerMessage) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

async function refreshSession() {
  const refresh = () =>
    fetch(REFRESH_PATH, { method: 'POST', credentials: 'include', headers: JSON_HEADERS, body: '{}' }).catch(
      () => null,
    );
  return 'locks' in self.navigator ? self.navigator.locks.request(REFRESH_LOCK, refresh) : refresh();
}

/**
 * One stored upload, sent again. An access token lasts a day and a photo may wait longer, so a 401
 * is expected here rather than the end of the session: refresh once (the refresh cookie rides
 * along, as it does for the page) and retry once. A network failure throws.
 */
async function send(request: Request): Promise<Response> {
  const response = await fetch(request.clone());
  if (response.status !== 401) return response;
  await refreshSession();
  return fetch(request.clone());
}

async function mustWait(response: Response) {
  const { status } = response;
  // Still 401 after a refresh: the session is over. Keep the photo until the owner signs in again
  // (the page asks for a replay when it opens) instead of throwing it away.
  if (status === 401 || status === 408 || status === 429 || status >= 500) return true;
  if (status !== 409) return false;
  // The first attempt is still running on the server; its answer will be replayed to us.
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return inFlightSchema.safeParse(body).success;
}

async function drain(queue: Queue) {
  let entry;
  while ((entry = await queue.shiftRequest())) {
    let response: Response;
    try {
      response = await send(entry.request);
      if (await mustWait(response)) throw new RetryLater(`Upload answered ${response.status}; retrying later`);
    } catch (err) {
      // First in, first out: it goes back to the front with its original timestamp (retention).
      await queue.unshiftRequest(entry);
      throw err; // so background sync schedules another attempt
    }
    // Stored, replayed by key, or refused for good (a 4xx): either way this entry is finished.
    const body: unknown = await response.json().catch(() => null);
    await tellPages(doneMessage(metaOf(entry.metadata), response.status, body));
  }
}

export function registerUploadQueue() {
  let running: Promise<void> | null = null;
  // One replay at a time: a sync event, a page's request and the startup fallback may coincide,
  // and two drains would send the same entry twice (harmless by key, but wasted bytes on mobile data).
  const replay = (): Promise<void> => {
    running ??= drain(queue).finally(() => {
      running = null;
    });
    return running;
  };
  // Where Background Sync is missing, the Queue calls onSync from its constructor (the start-up
  // fallback), before `queue` is assigned: wait a tick. A failure there is retried at the next
  // start-up or page request, so it is not worth an unhandled rejection.
  const onSync = () =>
    'sync' in self.registration
      ? replay()
      : Promise.resolve()
          .then(replay)
          .catch(() => {});

  const queue: Queue = new Queue(QUEUE_NAME, { maxRetentionTime: 7 * 24 * 60, onSync });

  // Uploads marked X-Upload-Direct are left alone (no respondWith): they go straight to the network,
  // so the page's XMLHttpRequest sees real upload progress, which a request relayed through the
  // worker's fetch() cannot report. The page sends the same upload again without the mark only
  // after a network failure, and that is the one the worker keeps.
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && kindOfPath(url.pathname) !== undefined && request.headers.get('X-Upload-Direct') !== '1',
    async ({ request, url }) => {
      const saved = request.clone();
      const meta = await readMeta(request.clone(), kindOfPath(url.pathname) ?? 'fundraiser');
      try {
        return await fetch(request.clone());
      } catch {
        await queue.pushRequest({ request: saved, metadata: meta });
        await tellPages({ type: SW_MESSAGE.uploadQueued, ...meta });
        return new Response(
          JSON.stringify({
            queued: true,
            message: 'Saved on this phone; it will upload when you are back online.',
          } satisfies QueuedReply),
          { status: 202, headers: JSON_HEADERS },
        );
      }
    },
    'POST',
  );

  self.addEventListener('message', (event) => {
    const type = parsePageMessage(event.data)?.type;
    // Browsers without Background Sync only replay at worker start-up; a page that opens (or comes
    // back online) asks as well.
    if (type === SW_MESSAGE.replayUploads) event.waitUntil(replay().catch(() => undefined));
    if (type === SW_MESSAGE.listUploads) {
      const port = event.ports[0];
      event.waitUntil(
        queue
          .getAll()
          .then((entries) => entries.map((e) => metaOf(e.metadata)))
          .catch(() => [])
          .then((uploads) => port?.postMessage({ uploads } satisfies UploadList)),
      );
    }
  });
}
