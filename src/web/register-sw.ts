import { Workbox } from 'workbox-window';

/** Registers the service worker in production builds; the update prompt comes with the app shell. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void new Workbox('/sw.js', { scope: '/' }).register();
}
