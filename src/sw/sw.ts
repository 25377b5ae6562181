/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { parsePageMessage, SW_MESSAGE } from '#shared/sw-protocol.ts';
import { registerPublicPages } from './public-pages.ts';
import { listenForKeepOffline } from './keep-offline.ts';
import { registerMediaCache } from './media-cache.ts';
import { registerUploadQueue } from './upload-queue.ts';

declare const self: ServiceWorkerGlobalScope;

// Precache the built shell (the list is injected at build time) so the app opens offline.
// Only exact URLs: '/' must not be answered with index.html (the home page is the server's).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker takes charge of the open page at once, so it works offline without a reload.
// Later versions still wait for the user's 'Update' (SKIP_WAITING below): never a surprise reload.
clientsClaim();

// The pages the server draws go to the network first (public-pages.ts); registered before the
// shell's route, which would otherwise answer them.
registerPublicPages();

// The app's own screens get the cached shell, except API and media URLs, which must reach the
// server (and fail visibly offline) rather than be answered with HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//] }));

// Fundraiser photos, cache first: a viewed fundraiser stays readable offline (media-cache.ts).
registerMediaCache();
listenForKeepOffline();

// Photo uploads that fail for want of a network wait in IndexedDB and are replayed, exactly once
// each by their Idempotency-Key, when the connection returns (see upload-queue.ts).
registerUploadQueue();

self.addEventListener('message', (event) => {
  if (parsePageMessage(event.data)?.type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
});
