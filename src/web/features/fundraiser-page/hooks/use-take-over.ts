import { useEffect, type RefObject } from 'react';
import { keepMediaOffline } from '#web/lib/offline-media.ts';
import { releaseServerPage } from '#web/lib/server-page.ts';

/** A photo that never decodes must not keep the donor on the static copy for long. */
const RELEASE_AT_LATEST_MS = 3000;

/**
 * Once the page is drawn, wait for the hero photo to be decoded (the server's copy already loaded
 * the same file, so this is quick) and take the screen over from the server's copy. Every photo
 * that loads is handed to the worker to keep for offline reading.
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

    const images = () => [...root.querySelectorAll<HTMLImageElement>('img')];
    keepMediaOffline(
      images()
        .filter((img) => img.complete && img.currentSrc)
        .map((img) => img.currentSrc),
    );
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement) keepMediaOffline([event.target.currentSrc]);
    };
    root.addEventListener('load', onLoad, true);
    return () => {
      clearTimeout(timer);
      root.removeEventListener('load', onLoad, true);
    };
  }, [page, key]);
}
