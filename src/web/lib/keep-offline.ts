/**
 * Asks the service worker to keep a fundraiser page and the photos it showed for offline reading
 * (src/sw/keep-offline.ts). On a first visit they load before the worker is in charge, so its
 * caches never see them: the request goes once it takes charge.
 */
export function keepOffline({ page, media }: { page?: string; media: string[] }) {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const send = () =>
    workers.controller?.postMessage({ type: 'KEEP_OFFLINE', page, media: [...new Set(media)].filter(Boolean) });
  if (workers.controller) send();
  else workers.addEventListener('controllerchange', send, { once: true });
}
