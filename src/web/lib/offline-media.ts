/**
 * Asks the service worker to keep these photos for offline reading. The first visit's photos load
 * before the worker is in charge, so its runtime cache never saw them; this fills the gap.
 */
export function keepMediaOffline(urls: string[]) {
  const worker = navigator.serviceWorker?.controller;
  const media = [...new Set(urls)].filter((url) => new URL(url, location.href).pathname.startsWith('/media/'));
  if (worker && media.length) worker.postMessage({ type: 'CACHE_MEDIA', urls: media });
}
