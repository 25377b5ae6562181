import { useEffect, type RefObject } from 'react';
import { keepOffline } from '#web/lib/keep-offline.ts';

/**
 * Hands the page and every photo it shows to the service worker to keep for offline reading,
 * whether the server drew the page or the app did.
 */
export function useKeepOffline(page: RefObject<HTMLElement | null>, key: string) {
  useEffect(() => {
    const root = page.current;
    if (!root) return;
    const loaded = [...root.querySelectorAll<HTMLImageElement>('img')].filter((img) => img.complete);
    keepOffline({ page: location.pathname, media: loaded.map((img) => img.currentSrc) });
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement) keepOffline({ media: [event.target.currentSrc] });
    };
    root.addEventListener('load', onLoad, true);
    return () => root.removeEventListener('load', onLoad, true);
  }, [page, key]);
}
