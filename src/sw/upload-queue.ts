/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { API } from '#shared/api-paths.ts';
import { MSG } from '#shared/messages.ts';

declare const self: ServiceWorkerGlobalScope;

// Photo uploads that survive a dropped connection. The wizard sends one photo per request, each
// with its own Idempotency-Key, and the key travels with the stored request: however often a
// photo is replayed (a lost answer, a sync retried by the browser, a page asking again), the server
// stores it once and answers every repeat with the first response. That is what makes it safe to
// replay on any doubt instead of trying to guess whether an upload arrived.
//
// Protocol with the pages (src/web/lib/upload-queue.ts holds the page side; keep both in step):
//   worker → page  { type: 'upload-queued', key, fundraiser, shortCode, name }
//                  { type: 'upload-done', key, fundraiser, shortCode, status, body }
//   page → worker  { type: 'REPLAY_UPLOADS' }
//                  { type: 'LIST_UPLOADS' } + a MessagePort → { uploads: [{ key, fundraiser, shortCode, name }] }

const QUEUE_NAME = 'photo-uploads'; // background-sync tag: 'workbox-background-sync:photo-uploads'
const UPLOAD_PATH = `/api${API.fundraiserImages}`;
const REFRESH_PATH = `/api${API.tokenRefresh}`;
// The same lock name as src/web/lib/api-client.ts: refresh tokens work once, and two refreshes in
// flight with the same cookie look like a stolen token to the server, which ends the session.
const REFRESH_LOCK = 'harambee:token-refresh';
const JSON_HEADERS = { 'content-type': 'application/json' };

interface UploadMeta {
  key: string;
  fundraiser: string;
  shortCode: string;
  name: string;
}

/** Not worth a verdict yet: put the entry back and let background sync try again later. */
class RetryLater extends Error {}

const metaOf = (metadata: unknown): UploadMeta => {
  const m = (metadata ?? {}) as Partial<UploadMeta>;
  return { key: m.key ?? '', fundraiser: m.fundraiser ?? '', shortCode: m.shortCode ?? '', name: m.name ?? '' };
};

async function readMeta(request: Request): Promise<UploadMeta> {
  const key = request.headers.get('Idempotency-Key') ?? '';
  const shortCode = request.headers.get('X-Fundraiser-Code') ?? '';
  try {
    const form = await request.formData();
    const fundraiser = form.get('fundraiser');
    const image = form.get('image');
    return {
      key,
      shortCode,
      fundraiser: typeof fundraiser === 'string' ? fundraiser : '',
      name: image instanceof File ? image.name : '',
    };
  } catch {
    return { key, shortCode, fundraiser: '', name: '' };
  }
}

async function tellPages(message: object) {
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
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null;
  return body?.message === MSG.idempotencyInFlight;
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
    const { key, fundraiser, shortCode } = metaOf(entry.metadata);
    const body: unknown = await response.json().catch(() => null);
    await tellPages({ type: 'upload-done', key, fundraiser, shortCode, status: response.status, body });
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
      sameOrigin && url.pathname === UPLOAD_PATH && request.headers.get('X-Upload-Direct') !== '1',
    async ({ request }) => {
      const saved = request.clone();
      const meta = await readMeta(request.clone());
      try {
        return await fetch(request.clone());
      } catch {
        await queue.pushRequest({ request: saved, metadata: meta });
        await tellPages({ type: 'upload-queued', ...meta });
        return new Response(
          JSON.stringify({ queued: true, message: 'Saved on this phone; it will upload when you are back online.' }),
          { status: 202, headers: JSON_HEADERS },
        );
      }
    },
    'POST',
  );

  self.addEventListener('message', (event) => {
    const type = (event.data as { type?: string } | null)?.type;
    // Browsers without Background Sync only replay at worker start-up; a page that opens (or comes
    // back online) asks as well.
    if (type === 'REPLAY_UPLOADS') event.waitUntil(replay().catch(() => undefined));
    if (type === 'LIST_UPLOADS') {
      const port = event.ports[0];
      event.waitUntil(
        queue
          .getAll()
          .then((entries) => entries.map((e) => metaOf(e.metadata)))
          .catch(() => [])
          .then((uploads) => port?.postMessage({ uploads })),
      );
    }
  });
}
