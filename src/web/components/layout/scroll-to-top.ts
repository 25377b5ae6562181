import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Each time `key` changes (not on the first render, which starts at the top anyway and would cost
 * a slow phone a layout pass), the page's scroller (the Ionic content holding `inside`, or
 * `inside` itself) goes back to its top.
 */
export function useScrollToTopOnChange(inside: RefObject<Element | null>, key: unknown) {
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    void inside.current?.closest('ion-content')?.scrollToTop(0);
  }, [key, inside]);
}

/** Every route change starts at the top of the page (spec §2), in whichever layout it happens. */
export function useScrollToTopOnRouteChange(content: RefObject<HTMLIonContentElement | null>) {
  useScrollToTopOnChange(content, useRouterState({ select: (s) => s.location.pathname }));
}
