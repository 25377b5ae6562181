/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// A fundraiser page is asked of the network first, even with the worker warm: the server's answer
// carries the page drawn as HTML and its data (one round trip, painted before any script), where
// the cached shell would paint nothing until the app had started and fetched the same data.
// Each answer is kept, so a fundraiser once viewed opens offline, photos and all (media-cache.ts),
// as the saved copy it is. Never viewed, or when the network hangs: the shell and the app's own
// saved data.

const isFundraiserPage = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/f/');

const pages = new NetworkFirst({
  cacheName: 'harambee-pages',
  networkTimeoutSeconds: 8,
  plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

async function pageOrShell(request: Request, event: ExtendableEvent) {
  try {
    return await pages.handle({ request, event });
  } catch {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
}

export function registerFundraiserPages() {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && isFundraiserPage(url),
    ({ request, event }) => pageOrShell(request, event),
  );
}

/** The page a tab showed before this worker was in charge (a first visit), fetched into the cache. */
export function keepFundraiserPage(url: string, event: ExtendableEvent) {
  if (!isFundraiserPage(new URL(url, self.location.href))) return Promise.resolve();
  return pages.handle({ request: new Request(url), event }).catch(() => undefined);
}
