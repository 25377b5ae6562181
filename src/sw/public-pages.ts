/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isAppScreen } from '#shared/public-pages.ts';

declare const self: ServiceWorkerGlobalScope;

// The pages the server draws (home, lists, fundraisers, legal pages: src/shared/public-pages.ts)
// are asked of the network first, even with the worker warm: the server's answer is the page
// itself, painted before any script, where the cached shell would paint nothing until the app had
// started and fetched the same data. An unchanged page costs one small round trip (ETag → 304).
// Each answer is kept, so a page once viewed opens offline, photos and all (media-cache.ts), as the
// saved copy it is. Never viewed, or when the network hangs: the app's shell and its saved data.

const isPublicPage = (url: URL) =>
  url.origin === self.location.origin && !/^\/(api|media)\//.test(url.pathname) && !isAppScreen(url.pathname);

// A page the server marks `no-store` (a donation's status and receipt, the donation sheet) is
// about one person and one moment: it is never kept.
const notStored = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /no-store/.test(response.headers.get('cache-control') ?? '') ? null : response,
};

const pages = new NetworkFirst({
  cacheName: 'harambee-pages',
  networkTimeoutSeconds: 8,
  plugins: [
    notStored,
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

async function pageOrShell(request: Request, event: ExtendableEvent) {
  try {
    return await pages.handle({ request, event });
  } catch {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
}

export function registerPublicPages() {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && isPublicPage(url),
    ({ request, event }) => pageOrShell(request, event),
  );
}

/** The page a tab showed before this worker was in charge (a first visit), fetched into the cache. */
export function keepPage(url: string, event: ExtendableEvent) {
  if (!isPublicPage(new URL(url, self.location.href))) return Promise.resolve();
  return pages.handle({ request: new Request(url), event }).catch(() => undefined);
}
