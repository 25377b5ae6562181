import type { BrowserContext, CDPSession } from 'playwright-core';

// Byte counting for the 3G profile. CDP's encodedDataLength is what crossed the wire (compressed
// body plus headers), the number a prepaid data bundle is charged for.

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export interface Resource {
  url: string;
  type: string;
  transferKB: number;
}

/** The page's requests: bytes by type, the heaviest ones, and whether any are still in flight. */
export function recordNetwork(cdp: CDPSession) {
  let responses = new Map<string, { url: string; type: string; fromCache: boolean }>();
  let finished: { url: string; type: string; bytes: number }[] = [];
  let fromServiceWorker = 0;
  const inFlight = new Map<string, number>();
  let lastActivity = Date.now();
  const done = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };

  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    inFlight.set(e.requestId, Date.now());
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    // Answered by the service worker or the HTTP cache: nothing crossed the network.
    const fromCache = !!(e.response.fromServiceWorker || e.response.fromDiskCache || e.response.fromPrefetchCache);
    if (e.response.fromServiceWorker) fromServiceWorker++;
    responses.set(e.requestId, { url: e.response.url, type: e.type, fromCache });
  });
  cdp.on('Network.loadingFinished', (e) => {
    done(e.requestId);
    const r = responses.get(e.requestId);
    if (r && !r.fromCache) finished.push({ url: r.url, type: r.type, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => done(e.requestId));

  return {
    reset() {
      responses = new Map();
      finished = [];
      fromServiceWorker = 0;
    },
    /** Milliseconds since the last request started or ended; 0 while one is in flight. A request
     *  open for over 30 s (a stream, a hung socket) no longer holds the page "busy". */
    quietMs() {
      const now = Date.now();
      for (const [id, since] of inFlight) if (now - since > 30_000) inFlight.delete(id);
      return inFlight.size ? 0 : now - lastActivity;
    },
    totals() {
      const sum = (list: typeof finished) => list.reduce((n, r) => n + r.bytes, 0);
      const largest: Resource[] = [...finished]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map((r) => ({ url: r.url, type: r.type, transferKB: kb(r.bytes) }));
      return {
        requests: finished.length,
        transferKB: kb(sum(finished)),
        jsKB: kb(sum(finished.filter((r) => r.type === 'Script'))),
        fromServiceWorker,
        largest,
      };
    },
  };
}

export type NetworkRecorder = ReturnType<typeof recordNetwork>;

/** What the service worker downloads itself; Playwright reports its requests on the context. */
export function recordWorkerBytes(context: BrowserContext) {
  let bytes = 0;
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    void request.sizes().then(
      (s) => (bytes += s.responseBodySize + s.responseHeadersSize),
      () => {}, // the context closed first: the run is over anyway
    );
  });
  return {
    /** The kilobytes since the last call. */
    take() {
      const taken = kb(bytes);
      bytes = 0;
      return taken;
    },
  };
}

export type WorkerRecorder = ReturnType<typeof recordWorkerBytes>;
