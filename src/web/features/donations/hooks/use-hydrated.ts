import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the server's HTML and while the page hydrates, true once the browser has taken over:
 * what only works with a script (a countdown that disables a link) shows after hydration, so the
 * HTML still works without one and React adopts it without a mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
