import { SW_MESSAGE } from '#shared/sw-messages.ts';
import type { PageMessage } from '#shared/sw-protocol.ts';

// Was this document's own navigation answered by the service worker? Then the worker has
// already kept the page (src/sw/public-pages.ts), and asking again would fetch it twice.
const servedByWorker = () => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
};
// Read at import, before the app can navigate (and not at all where there is no page: the server).
const firstPath = typeof location === 'undefined' ? '' : location.pathname;

/**
 * Asks the service worker to keep a fundraiser page and the photos it showed for offline reading
 * (src/sw/keep-offline.ts). On a first visit they load before the worker is in charge, so its
 * caches never see them: the request goes once it takes charge. A page the worker answered
 * itself, or one reached inside the app, is only asked for when the worker has not seen it.
 */
export function keepOffline({ page, media }: { page?: string; media: string[] }) {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const keepPage = page && !(page === firstPath && servedByWorker()) ? page : undefined;
  const photos = [...new Set(media)].filter(Boolean);
  if (!keepPage && photos.length === 0) return;
  const message: PageMessage = { type: SW_MESSAGE.keepOffline, page: keepPage, media: photos };
  const send = () => workers.controller?.postMessage(message);
  if (workers.controller) send();
  else workers.addEventListener('controllerchange', send, { once: true });
}
