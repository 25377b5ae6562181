import { useEffect, type RefObject } from 'react';
import { keepOffline } from '#web/lib/keep-offline.ts';
import { releaseServerPage } from '#web/lib/server-page.ts';

/** A photo that never decodes must not keep the donor on the static copy for long. */
const RELEASE_AT_LATEST_MS = 3000;

/**
 * Once the page is drawn, wait for the hero photo to be decoded (the server's copy already loaded
 * the same file, so this is quick) and take the screen over from the server's copy. The page and
 * every photo that loads are handed to the worker to keep for offline reading.
 */
export function useTakeOver(page: RefObject<HTMLElement | null>, key: string) {
  useEffect(() => {
    const root = page.current;
    if (!root) return;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      releaseServerPage();
    };
    const hero = root.querySelector<HTMLImageElement>('.fp-slide img');
    void (hero?.decode() ?? Promise.resolve()).catch(() => undefined).then(release);
    const timer = setTimeout(release, RELEASE_AT_LATEST_MS);

    const loaded = [...root.querySelectorAll<HTMLImageElement>('img')].filter((img) => img.complete);
    keepOffline({ page: location.pathname, media: loaded.map((img) => img.currentSrc) });
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement) keepOffline({ media: [event.target.currentSrc] });
    };
    root.addEventListener('load', onLoad, true);
    return () => {
      clearTimeout(timer);
      root.removeEventListener('load', onLoad, true);
    };
  }, [page, key]);
}
