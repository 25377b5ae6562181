/// <reference lib="webworker" />
import { keepFundraiserPage } from './fundraiser-pages.ts';
import { keepMedia } from './media-cache.ts';

declare const self: ServiceWorkerGlobalScope;

// On a first visit the page and its photos load before this worker is in charge, so its caches
// never see them. The page says what it showed once the worker takes charge
// (src/web/lib/keep-offline.ts), and the worker fetches those into its caches.
export function listenForKeepOffline() {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; page?: unknown; media?: unknown } | null;
    if (data?.type !== 'KEEP_OFFLINE') return;
    const media = Array.isArray(data.media) ? data.media.filter((u): u is string => typeof u === 'string') : [];
    const page = typeof data.page === 'string' ? keepFundraiserPage(data.page, event) : Promise.resolve();
    event.waitUntil(Promise.all([page, keepMedia(media, event)]));
  });
}
