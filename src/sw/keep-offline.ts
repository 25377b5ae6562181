/// <reference lib="webworker" />
import { parsePageMessage, SW_MESSAGE } from '#shared/sw-protocol.ts';
import { keepPage } from './public-pages.ts';
import { keepMedia } from './media-cache.ts';

declare const self: ServiceWorkerGlobalScope;

// On a first visit the page and its photos load before this worker is in charge, so its caches
// never see them. The page says what it showed once the worker takes charge
// (src/web/lib/keep-offline.ts), and the worker fetches those into its caches.
export function listenForKeepOffline() {
  self.addEventListener('message', (event) => {
    const message = parsePageMessage(event.data);
    if (message?.type !== SW_MESSAGE.keepOffline) return;
    const page = message.page === undefined ? Promise.resolve() : keepPage(message.page, event);
    event.waitUntil(Promise.all([page, keepMedia(message.media, event)]));
  });
}
