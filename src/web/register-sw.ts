import { Workbox } from 'workbox-window';
import { pendingUpdateAtom } from '#web/components/pwa/pwa.atoms.ts';
import { store } from '#web/lib/store.ts';

/** Registers the service worker; a waiting update is offered by <UpdatePrompt>, never forced. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    // jotai treats a function as an updater, so the stored function is what the updater returns.
    store.set(pendingUpdateAtom, () => () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
}
