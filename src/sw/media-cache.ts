/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const MEDIA_CACHE = 'harambee-media';

// Fundraiser photos never change under their URL (the server serves /media/ as immutable), so a
// copy is as good as the network: cache first. That is what keeps a viewed fundraiser readable
// offline, with its photos. Bounded so a phone's storage isn't filled by browsing.
const media = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

export function registerMediaCache() {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
    media,
  );
}

/** Photos a tab showed before this worker was in charge (a first visit), fetched into the cache. */
export function keepMedia(urls: string[], event: ExtendableEvent) {
  const photos = urls.filter((url) => new URL(url, self.location.href).pathname.startsWith('/media/'));
  return Promise.all(photos.map((url) => media.handle({ request: new Request(url), event }).catch(() => undefined)));
}
